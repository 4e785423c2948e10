import { z } from 'zod';
import { safeUrlSchema } from './shared';

/**
 * Field builders the sections share. Not part of the contract: index.ts does not re-export them,
 * so the public surface is what it was when this was one file.
 */

export const isoDate = z.string();

/**
 * A PATCH schema from a create schema: every field optional and WITHOUT the create defaults
 * (zod's `.partial()` keeps them, so a one-field update would reset every defaulted field).
 */
export function patchOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const fields = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault
        ? (field.unwrap() as z.ZodType)
        : (field as z.ZodType)
      ).optional(),
    ]),
  );
  // An update that names no field (or only unknown ones) has nothing to change: a 400, not a no-op.
  return z
    .object(fields)
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
      message: 'Send at least one field to change',
    }) as unknown as ReturnType<z.ZodObject<Shape>['partial']>;
}

export const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);
/** Empty strings from a form mean "none". */
export const nullableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .nullable()
    .transform((v) => (v === '' ? null : v));
export const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} must not be negative`)
    .max(100_000_000, `${label} is too large`);
export const sortOrder = z.number().int('sortOrder must be a whole number').min(0).max(100_000);
export const stringList = (label: string, maxItems: number, maxLength: number) =>
  z.array(text(label, maxLength)).max(maxItems, `${label}: at most ${maxItems} entries`);
export const nullableUrl = (label: string) =>
  z
    .union([z.literal(''), safeUrlSchema(label)])
    .nullable()
    .transform((v) => (v === '' ? null : v));
export const dateTime = z.iso.datetime({
  offset: true,
  error: 'must be an ISO date-time with offset',
});
