import { adminStreamingLoginResponseSchema } from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/clients/:id/streaming-login: the login with its password in clear. Each call is
 * written to the audit log, so it is asked only on a click and never cached or refetched.
 */
export function revealStreamingLogin(token: string, id: string) {
  return api.get(`/api/admin/clients/${encodeURIComponent(id)}/streaming-login`, {
    token,
    schema: adminStreamingLoginResponseSchema,
  });
}
