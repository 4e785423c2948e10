import { Link } from 'react-router';
import { Mail, MessageCircle } from 'lucide-react';
import { whatsappChatLink } from '@shared/rules/phone';
import { PublicPage } from '@/components/layout/public-page';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { ContentPageView } from '@/features/content-pages/components/content-page-view';
import { useBranding } from '@/features/site-content/api/get-branding';

export default function TechnicalSupportRoute() {
  const { whatsappNumber, supportEmail } = useBranding();
  return (
    <PublicPage
      title="Technical Support"
      intro="Help from a South African team, 9am-8pm, 7 days a week."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {whatsappNumber && (
          <a
            href={whatsappChatLink(whatsappNumber, 'Hi, I need help with my streaming service.')}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants()}
          >
            <MessageCircle aria-hidden />
            WhatsApp Support
          </a>
        )}
        {supportEmail && (
          <a href={`mailto:${supportEmail}`} className={buttonVariants({ variant: 'outline' })}>
            <Mail aria-hidden />
            Email {supportEmail}
          </a>
        )}
        <Link to={paths.setupGuide.getHref()} className={buttonVariants({ variant: 'ghost' })}>
          Setup Guide
        </Link>
      </div>
      <ContentPageView slug="technical-support" what="the support page" />
    </PublicPage>
  );
}
