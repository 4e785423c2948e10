import { z } from 'zod';
import { isoDate, text, nullableText } from './fields';

// Message templates of the outbox: /api/admin/content/message-templates (GET, PATCH /:id)

/** `{{name}}` slots of a template text, each once, in order of first use. */
export function templatePlaceholders(...texts: (string | null | undefined)[]): string[] {
  const found: string[] = [];
  for (const t of texts) {
    for (const match of (t ?? '').matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
      if (!found.includes(match[1]!)) found.push(match[1]!);
    }
  }
  return found;
}

export const messageTemplateUpdateSchema = z.object({
  /** Email templates only; WhatsApp templates have no subject. */
  subject: nullableText('subject', 300).optional(),
  body: text('body', 20_000).optional(),
  description: nullableText('description', 500).optional(),
});
export type MessageTemplateUpdate = z.input<typeof messageTemplateUpdateSchema>;
export const adminMessageTemplateSchema = z.object({
  id: z.string(),
  key: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  subject: z.string().nullable(),
  body: z.string(),
  description: z.string().nullable(),
  /** The `{{placeholders}}` the subject and body use now. */
  placeholders: z.array(z.string()),
  updatedAt: isoDate,
});
export type AdminMessageTemplate = z.infer<typeof adminMessageTemplateSchema>;
export const adminMessageTemplateResponseSchema = z.object({
  template: adminMessageTemplateSchema,
});
export const adminMessageTemplatesResponseSchema = z.object({
  items: z.array(adminMessageTemplateSchema),
});
