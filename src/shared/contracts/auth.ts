import { z } from 'zod';

/**
 * Accounts and sessions (SPEC.md sections 3, 5 and 8; DESIGN.md section 5). Field names of the login
 * answers are the spec's (snake_case); request bodies we introduced are camelCase like the rest of the API.
 */

export const minClientPasswordLength = 8;
/** How long a password reset link works. */
export const passwordResetLifetimeMinutes = 30;

/** Server texts the browser maps to the messages of SPEC.md section 8. */
export const loginErrors = {
  invalidClient: 'Invalid username or password',
  invalidAdmin: 'Invalid email or password',
  accessDenied: 'Access denied',
  tooManyAttempts: 'Too many attempts',
} as const;

export const resetLinkUnusableMessage =
  'This reset link has expired or was already used. Request a new one.';

/** SPEC.md section 5: email trimmed and lower-cased; password trimmed. */
export const adminLoginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'Email is required' })
    .max(320, { message: 'Email is too long' }),
  password: z
    .string()
    .trim()
    .min(1, { message: 'Password is required' })
    .max(1024, { message: 'Password is too long' }),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginResponseSchema = z.object({
  success: z.boolean(),
  session_token: z.string().optional(),
  expires_at: z.string().optional(),
  error: z.string().optional(),
  blocked_until: z.string().optional(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** What an admin may do: owners also manage admins; staff run the rest of the dashboard. */
export const adminSessionRoles = ['owner', 'staff'] as const;
export type AdminSessionRole = (typeof adminSessionRoles)[number];

export const adminSessionResponseSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
  /** The signed-in admin's role, so the dashboard can show owner-only sections. */
  role: z.enum(adminSessionRoles),
  expires_at: z.string(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

/** SPEC.md section 5: username and password must be non-empty after trimming; the username is trimmed. */
export const clientLoginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { message: 'Username and password are required' })
    .max(200, { message: 'Username is too long' }),
  password: z
    .string()
    .refine((v) => v.trim().length > 0, { message: 'Username and password are required' })
    .refine((v) => v.length <= 1024, { message: 'Password is too long' }),
});
export type ClientLoginRequest = z.infer<typeof clientLoginRequestSchema>;

export const sessionClientSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
});
export type SessionClient = z.infer<typeof sessionClientSchema>;

/** The login response of SPEC.md section 3. */
export const clientLoginResponseSchema = z.object({
  success: z.boolean(),
  session_token: z.string().optional(),
  client: sessionClientSchema.optional(),
  expires_at: z.string().optional(),
  client_id: z.string().optional(),
  /** Set when an admin issued a temporary password: the portal sends the client to change it. */
  must_change_password: z.boolean().optional(),
  error: z.string().optional(),
  blocked_until: z.string().optional(),
});
export type ClientLoginResponse = z.infer<typeof clientLoginResponseSchema>;

export const clientSessionResponseSchema = z.object({
  valid: z.literal(true),
  client: sessionClientSchema.extend({ username: z.string() }),
  expires_at: z.string(),
  must_change_password: z.boolean(),
});
export type ClientSessionResponse = z.infer<typeof clientSessionResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

const newPassword = z
  .string()
  .min(minClientPasswordLength, {
    message: `Use at least ${minClientPasswordLength} characters`,
  })
  .max(1024, { message: 'Password is too long' });

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'Enter your current password' }).max(1024),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const passwordResetRequestSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, { message: 'Enter your username or email' })
    .max(320, { message: 'That is too long' }),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(1, { message: 'The reset link is incomplete' }).max(200),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });

/** What a reset request always answers, whether or not the account exists. */
export const passwordResetRequestedMessage =
  'If an account matches, a reset link is on its way to the email and/or WhatsApp number on file. It works for 30 minutes.';
