import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates, outbox, siteBranding, type MessageChannel } from '../../db/schema/index';

export interface MessageDraft {
  channel: MessageChannel;
  /** An email address, or a WhatsApp number already normalised to 27XXXXXXXXX. */
  recipient: string;
  subject?: string | null;
  body: string;
  templateKey?: string | null;
  related?: { table: string; id: string } | null;
}

/**
 * Queues messages for delivery. Call it with the transaction that writes the business row, so the
 * row and its messages are stored together or not at all (DESIGN.md section 6).
 */
export async function enqueueMessages(db: Db, drafts: MessageDraft[]): Promise<string[]> {
  if (drafts.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      drafts.map((d) => ({
        channel: d.channel,
        recipient: d.recipient,
        subject: d.subject ?? null,
        body: d.body,
        templateKey: d.templateKey ?? null,
        relatedTable: d.related?.table ?? null,
        relatedId: d.related?.id ?? null,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

/** `{{name}}` slots filled from `values`; an unknown slot is left empty rather than shown raw. */
export function fillTemplate(
  text: string,
  values: Record<string, string | number | null | undefined>,
): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
    const value = values[key];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * A message from a template in `message_templates` (key = name + '_' + channel), with the company's
 * branding available to every template as {{company_name}}, {{support_email}}, {{whatsapp_number}}.
 * Returns null when no such template exists.
 */
export async function renderTemplate(
  db: Db,
  templateKey: string,
  values: Record<string, string | number | null | undefined>,
): Promise<{ subject: string | null; body: string; channel: MessageChannel } | null> {
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.key, templateKey))
    .limit(1);
  if (!template) return null;
  const branding = await db
    .select({ name: siteBranding.settingName, value: siteBranding.settingValue })
    .from(siteBranding)
    .where(
      inArray(siteBranding.settingName, [
        'company_name',
        'support_email',
        'whatsapp_number',
        'tagline',
      ]),
    );
  const all = { ...Object.fromEntries(branding.map((b) => [b.name, b.value])), ...values };
  return {
    channel: template.channel,
    subject: template.subject === null ? null : fillTemplate(template.subject, all),
    body: fillTemplate(template.body, all),
  };
}
