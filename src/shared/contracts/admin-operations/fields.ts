import { z } from 'zod';
import { isValidPhone } from '../../rules/phone';

/**
 * Field builders the sections share. Not part of the contract: index.ts does not re-export them,
 * so the public surface is what it was when this was one file.
 */

export const isoDate = z.string();

export const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`);
/** Empty strings from a form mean "none". */
export const nullableText = (label: string, max: number) =>
  optionalText(label, max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

export const uuidField = (label: string) => z.uuid(`${label} must be a uuid`);

export const emailInput = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
export const whatsappInput = z
  .string()
  .trim()
  .max(30, 'Please enter a valid phone number')
  .refine(isValidPhone, 'Please enter a valid phone number');
