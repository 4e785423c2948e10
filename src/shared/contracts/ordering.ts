import { z } from 'zod';
import { isValidPhone } from '../rules/phone';

/** SPEC.md section 3: the order form's device and internet-platform options. */
export const deviceOptions = [
  'android',
  'ios',
  'apple-tv',
  'smart-tv-android',
  'smart-tv-samsung',
  'firestick',
  'android-box',
  'non-google-certified',
  'pc',
] as const;
export type Device = (typeof deviceOptions)[number];

export const internetPlatformOptions = ['fibre', 'wireless', '5g', 'lte', 'other'] as const;
export type InternetPlatform = (typeof internetPlatformOptions)[number];

export const communicationMethods = ['whatsapp', 'email'] as const;
export type CommunicationMethod = (typeof communicationMethods)[number];

export const freeTrialDuration = 'free-trial';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).optional();

export const emailField = z
  .string({ error: 'Email Address is required' })
  .trim()
  .min(1, 'Email Address is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

export const whatsappField = z
  .string({ error: 'WhatsApp Number is required' })
  .trim()
  .min(1, 'WhatsApp Number is required')
  .max(30, 'Please enter a valid phone number')
  .refine(isValidPhone, 'Please enter a valid phone number');

/** The order form as sent (SPEC.md section 3), validated the same way in the browser and the server. */
export const orderRequestSchema = z
  .object({
    name: requiredText('Full Name', 120),
    email: emailField,
    whatsapp: whatsappField,
    /** A package id from GET /api/public/packages (or its name). */
    package: z
      .string({ error: 'Please select a package' })
      .trim()
      .min(1, 'Please select a package')
      .max(120, 'Please select a package from the list'),
    duration: optionalText('Duration', 40),
    device: z.enum(deviceOptions, { error: 'Please choose a device from the list' }).optional(),
    internetPlatform: z.enum(internetPlatformOptions, {
      error: 'Please select your internet platform',
    }),
    otherPlatform: optionalText('Other platform', 120),
    internetSpeed: optionalText('Internet speed', 1000),
    communicationMethod: z.enum(communicationMethods).default('whatsapp'),
    formType: z.literal('order', { error: "formType must be 'order'" }),
  })
  .refine((o) => o.internetPlatform !== 'other' || Boolean(o.otherPlatform), {
    path: ['otherPlatform'],
    message: 'Please tell us which internet platform you use',
  });
export type OrderRequest = z.input<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  success: z.literal(true),
  leadId: z.string(),
  kind: z.enum(['order', 'free_trial']),
  paymentReference: z.string(),
  packageName: z.string(),
  packagePriceCents: z.number().int(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** The interest dialog 'Express Your Interest' (SPEC.md section 3). */
export const interestRequestSchema = z.object({
  firstName: requiredText('First Name', 60),
  lastName: requiredText('Last Name', 60),
  email: emailField,
  whatsapp: whatsappField,
  communicationMethod: z.enum(communicationMethods, { error: 'Please choose WhatsApp or email' }),
  packageName: requiredText('Package', 120),
  /** Rand as shown on the card; informational only: the server prices from the packages table. */
  packagePrice: z.number().nonnegative().max(1_000_000).optional(),
  duration: optionalText('Duration', 40),
});
export type InterestRequest = z.input<typeof interestRequestSchema>;

export const interestResponseSchema = z.object({
  success: z.literal(true),
  leadId: z.string(),
  kind: z.enum(['interest', 'free_trial']),
});
export type InterestResponse = z.infer<typeof interestResponseSchema>;

/** Installation instructions for an app, by WhatsApp, email or both. */
export const installGuideRequestSchema = z.object({
  type: z.enum(['whatsapp', 'email', 'both'], { error: 'Choose WhatsApp, email or both' }),
  email: z.string().trim().max(254).optional(),
  whatsapp: z.string().trim().max(30).optional(),
});
export type InstallGuideRequest = z.infer<typeof installGuideRequestSchema>;

export const installGuideResponseSchema = z.object({
  sent: z.array(z.enum(communicationMethods)),
  refused: z.array(z.object({ channel: z.enum(communicationMethods), reason: z.string() })),
});
export type InstallGuideResponse = z.infer<typeof installGuideResponseSchema>;

/** Error codes of these endpoints beyond the common ones. */
export const orderingErrorCodes = {
  trialUnavailableToday: 'trial_unavailable_today',
  trialAlreadyUsed: 'trial_already_used',
  noInstructions: 'no_instructions',
  idempotencyMismatch: 'idempotency_key_reused',
  idempotencyInProgress: 'idempotency_in_progress',
} as const;
