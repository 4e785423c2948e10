import { Link } from 'react-router';
import { Mail, MessageCircle } from 'lucide-react';
import type { FooterLink } from '@shared/contracts/public-site';
import { whatsappChatLink } from '@shared/rules/phone';
import { paths } from '@/config/paths';
import { scrollToSection } from '@/lib/sections';
import { useBranding } from '../api/get-branding';
import { useFooter } from '../api/get-footer';
import { useImageUrls } from '../api/get-images';

const footerImageKeys = ['footer_logo', 'footer_mascot'] as const;

/** The mascot section's quick link, added when the stored links lack it (SPEC.md section 2). */
const mascotLink: FooterLink = { text: 'Meet Our Mascot', id: 'mascot' };

const policyLinks = [
  { text: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
  { text: 'Terms of Service', to: paths.termsOfService.getHref() },
  { text: 'Refund Policy', to: paths.refundPolicy.getHref() },
];

const linkClass =
  'rounded text-sm text-muted-foreground hover:text-foreground hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none';

function withMascot(links: FooterLink[]): FooterLink[] {
  if (links.some((link) => link.id === mascotLink.id)) return links;
  const orderAt = links.findIndex((link) => link.id === 'order');
  return orderAt === -1
    ? [...links, mascotLink]
    : [...links.slice(0, orderAt), mascotLink, ...links.slice(orderAt)];
}

function FooterNavLink({ link }: { link: FooterLink }) {
  if (link.id) {
    const id = link.id;
    return (
      <button type="button" className={linkClass} onClick={() => void scrollToSection(id)}>
        {link.text}
      </button>
    );
  }
  const url = link.url ?? '/';
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={linkClass}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={url} className={linkClass} target="_blank" rel="noopener noreferrer">
      {link.text}
    </a>
  );
}

/** The site footer (SPEC.md section 2), its text and links from the footer content. */
export function SiteFooter() {
  const branding = useBranding();
  const footer = useFooter();
  const images = useImageUrls(footerImageKeys);
  const logo = images.footer_logo?.url ?? branding.footerLogo;
  const mascot = images.footer_mascot?.url ?? branding.footerMascot;
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-border bg-navy-950">
      <div
        id="mascot"
        className="mx-auto flex max-w-6xl scroll-mt-20 flex-col items-center gap-4 px-4 pt-12 text-center sm:flex-row sm:text-left"
      >
        <img
          src={mascot}
          alt={images.footer_mascot?.altText ?? `${branding.companyName} mascot`}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-24 rounded-2xl"
        />
        <div>
          <p className="text-lg font-semibold">Say hello to our mascot</p>
          <p className="text-sm text-muted-foreground">
            Questions before you order? We answer on WhatsApp 9am-8pm, 7 days a week.
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="flex flex-col gap-4 md:col-span-2">
          <div className="flex items-center gap-3">
            <img
              src={logo}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 rounded-lg"
            />
            <span className="text-lg font-bold">{branding.companyName}</span>
          </div>
          <p className="text-sm text-muted-foreground">{footer.description}</p>
          <div className="flex flex-wrap gap-2">
            {branding.whatsappNumber && (
              <a
                href={whatsappChatLink(branding.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full border border-green-400/40 bg-green-400/10 px-3 py-1.5 text-sm text-green-200 hover:bg-green-400/20 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                <MessageCircle className="size-4" aria-hidden />
                WhatsApp {branding.whatsappNumber}
              </a>
            )}
            {branding.supportEmail && (
              <a
                href={`mailto:${branding.supportEmail}`}
                className="inline-flex max-w-full items-center gap-2 rounded-full border border-brand-400/40 bg-brand-400/10 px-3 py-1.5 text-sm text-brand-200 hover:bg-brand-400/20 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Mail className="size-4 shrink-0" aria-hidden />
                <span className="truncate">{branding.supportEmail}</span>
              </a>
            )}
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold">
            Quick Links
          </h2>
          <ul className="mt-3 flex flex-col items-start gap-2">
            {withMascot(footer.links).map((link) => (
              <li key={`${link.text}-${link.id ?? link.url ?? ''}`}>
                <FooterNavLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support-links">
          <h2 id="footer-support-links" className="font-semibold">
            Support
          </h2>
          <ul className="mt-3 flex flex-col items-start gap-2">
            {footer.supportLinks.map((link) => (
              <li key={`${link.text}-${link.url}`}>
                <FooterNavLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-xs text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>
            &copy; {year} {branding.companyName}. We resell streaming services from licensed content
            providers and do not host or own any of the content.
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
