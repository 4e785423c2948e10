import { AdminGuard } from '@/features/admin-auth/components/admin-guard';

/** Layout of the admin routes: nothing renders without a valid admin session. */
export default function AdminAreaRoute() {
  return <AdminGuard />;
}
