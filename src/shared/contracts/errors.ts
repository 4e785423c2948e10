import { z } from 'zod';

/** Every API error has this shape, whatever the status (DESIGN.md section 3). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** For validation errors: the field path (dot-separated) and its message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  rateLimited: 'rate_limited',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
