import { OrderForm } from '@/features/order/components/order-form';
import { usePackages } from '@/features/pricing/api/get-packages';

/** #order: the order form, with the packages table as its one price source. */
export default function OrderSection() {
  const { data } = usePackages();
  return (
    <section aria-label="Order" className="mx-auto w-full max-w-3xl px-4 py-16">
      <OrderForm packages={data} />
    </section>
  );
}
