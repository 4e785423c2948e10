import { ClientGuard } from '@/features/client-auth/components/client-guard';

/** Layout of the client routes: nothing renders without a confirmed client session. */
export default function ClientAreaRoute() {
  return <ClientGuard />;
}
