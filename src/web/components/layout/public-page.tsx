import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { siteName, usePageTitle } from '@/lib/use-page-title';

export interface PublicPageProps {
  /** The page's level-1 heading and tab title. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Wider pages (status, downloads) use 6xl; reading pages 3xl. */
  width?: 'reading' | 'wide';
}

const footerLinks = [
  { text: 'Help Center', to: paths.knowledgeBase.getHref() },
  { text: 'Setup Guide', to: paths.setupGuide.getHref() },
  { text: 'Technical Support', to: paths.technicalSupport.getHref() },
  { text: 'Status', to: paths.status.getHref() },
  { text: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
  { text: 'Terms of Service', to: paths.termsOfService.getHref() },
  { text: 'Refund Policy', to: paths.refundPolicy.getHref() },
];

/** The frame of the public pages other than the landing page: a way home, the title, the links. */
export function PublicPage({ title, intro, children, width = 'reading' }: PublicPageProps) {
  usePageTitle(title);
  const max = width === 'wide' ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/60 bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Link
            to={paths.home.getHref()}
            className="flex min-w-0 items-center gap-2 rounded-md font-bold focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          >
            <img src="/icon-192.png" alt="" width={32} height={32} className="size-8 rounded-md" />
            <span className="truncate">{siteName}</span>
          </Link>
          <Link
            to={paths.home.getHref()}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <ArrowLeft aria-hidden />
            Back to Home
          </Link>
        </div>
      </header>
      <main className={`mx-auto flex w-full ${max} flex-1 flex-col gap-6 px-4 py-10`}>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {intro && <div className="text-muted-foreground">{intro}</div>}
        </div>
        {children}
      </main>
      <footer className="border-t border-border/60">
        <nav aria-label="Site" className="mx-auto max-w-6xl px-4 py-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-muted-foreground hover:text-foreground hover:underline"
                >
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}

/** Loading and failure states shared by the public pages. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          className="h-5 animate-pulse rounded bg-muted"
          style={{ width: `${90 - i * 12}%` }}
        />
      ))}
    </div>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
    >
      <p>We could not load {what}. Please check your connection and try again.</p>
      <button
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onClick={onRetry}
      >
        Try Again
      </button>
    </div>
  );
}
