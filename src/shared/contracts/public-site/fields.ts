import { z } from 'zod';

/** Times are ISO 8601 strings. */
export const isoDate = z.string();
