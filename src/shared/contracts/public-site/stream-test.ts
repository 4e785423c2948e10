import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Stream test (DESIGN.md section 9.2)
// GET /api/public/stream-test/download?bytes=N  N bytes of incompressible data, no-store
// GET /api/public/stream-test/ping              204, no-store
// Add any other query parameter (e.g. `r=<random>`) to bust caches; it is ignored.

export const streamTestLimits = {
  defaultBytes: 4 * 1024 * 1024,
  maxBytes: 25 * 1024 * 1024,
} as const;

export const streamTestDownloadQuerySchema = z.object({
  bytes: z.coerce
    .number()
    .int()
    .min(1)
    .max(streamTestLimits.maxBytes)
    .default(streamTestLimits.defaultBytes),
});
export type StreamTestDownloadQuery = z.infer<typeof streamTestDownloadQuerySchema>;
