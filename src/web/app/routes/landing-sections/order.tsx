import { OrderForm } from '@/features/order/components/order-form';
import { usePackages } from '@/features/pricing/api/get-packages';
import { useBranding } from '@/features/site-content/api/get-branding';
import { useTrialBlockedToday } from '@/features/site-content/api/get-site-settings';

/** #order: the order form, with the packages table as its one price source. */
export default function OrderSection() {
  const { data } = usePackages();
  const branding = useBranding();
  const trialBlocked = useTrialBlockedToday();
  return (
    <section aria-label="Order" className="mx-auto w-full max-w-3xl px-4 py-16">
      <OrderForm
        packages={data}
        businessWhatsapp={branding.whatsappNumber}
        trialBlocked={trialBlocked}
      />
    </section>
  );
}
