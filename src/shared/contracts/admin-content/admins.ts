import { z } from 'zod';
import { adminSessionRoles } from '../auth';
import { isoDate, nullableText } from './fields';

// 7. Admin users (owner only; staff get 403): /api/admin/admins
// GET                 { items: AdminAccount[] }
// POST                adminCreateSchema -> { admin }
// DELETE /:id         -> { success }: revokes their sessions; 409 for yourself or the last owner
// POST /:id/password  adminPasswordResetSchema -> { admin }: revokes their sessions

/** The roles a session carries (contracts/auth.ts). */
export const adminRoles = adminSessionRoles;
export const minAdminPasswordLength = 8;
const adminPassword = z
  .string()
  .min(minAdminPasswordLength, `password must be at least ${minAdminPasswordLength} characters`)
  .max(1024, 'password is too long');
export const adminCreateSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('email must be an email address')),
  name: nullableText('name', 120).default(null),
  role: z.enum(adminRoles).default('staff'),
  password: adminPassword,
});
export type AdminCreate = z.input<typeof adminCreateSchema>;
export const adminPasswordResetSchema = z.object({ password: adminPassword });
export type AdminPasswordReset = z.input<typeof adminPasswordResetSchema>;
export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(adminRoles),
  isActive: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
  /** True for the signed-in admin. */
  isYou: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountResponseSchema = z.object({ admin: adminAccountSchema });
export const adminAccountsResponseSchema = z.object({ items: z.array(adminAccountSchema) });
