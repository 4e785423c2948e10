import { PublicPage } from '@/components/layout/public-page';
import { OrderForm } from '@/features/order/components/order-form';
import { usePackages } from '@/features/pricing/api/get-packages';
import { useBranding } from '@/features/site-content/api/get-branding';
import { useTrialBlockedToday } from '@/features/site-content/api/get-site-settings';

/** The order page: the same order form as the landing page's #order section. */
export default function OrderRoute() {
  const { data } = usePackages();
  const branding = useBranding();
  const trialBlocked = useTrialBlockedToday();
  return (
    <PublicPage title="Order" intro="Choose your package and we will get you streaming.">
      <OrderForm
        packages={data}
        businessWhatsapp={branding.whatsappNumber}
        trialBlocked={trialBlocked}
      />
    </PublicPage>
  );
}
