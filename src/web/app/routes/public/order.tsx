import { PublicPage } from '@/components/layout/public-page';
import { OrderForm } from '@/features/order/components/order-form';
import { usePackages } from '@/features/pricing/api/get-packages';

/** The order page: the same order form as the landing page's #order section. */
export default function OrderRoute() {
  const { data } = usePackages();
  return (
    <PublicPage title="Order" intro="Choose your package and we will get you streaming.">
      <OrderForm packages={data} />
    </PublicPage>
  );
}
