import { eq, inArray } from 'drizzle-orm';
import { normaliseWhatsappNumber } from '@shared/rules/phone';
import type { Db } from '../../db/client';
import {
  clients as clientsTable,
  siteBranding,
  type Client,
  type MessageChannel,
} from '../../db/schema/index';
import { enqueueMessages, fillTemplate, renderTemplate } from '../outbox/outbox.service';

export type DefaultTexts = Record<MessageChannel, { subject: string | null; body: string }>;

/** The client's preferred channel when its contact is on file, else the other one, else none. */
export function pickChannel(
  client: Pick<Client, 'preferredChannel' | 'email' | 'whatsapp'>,
  wanted?: MessageChannel,
): { channel: MessageChannel; recipient: string } | null {
  const contact = (c: MessageChannel) =>
    c === 'email'
      ? client.email
      : client.whatsapp
        ? normaliseWhatsappNumber(client.whatsapp)
        : null;
  const order: MessageChannel[] = wanted
    ? [wanted]
    : client.preferredChannel === 'email'
      ? ['email', 'whatsapp']
      : ['whatsapp', 'email'];
  for (const channel of order) {
    const recipient = contact(channel);
    if (recipient) return { channel, recipient };
  }
  return null;
}

/**
 * Renders `<purpose>_<channel>` from message_templates, or from the built-in `defaults` when the
 * business has no such row yet (same placeholders, same branding values).
 */
export async function renderWithDefault(
  db: Db,
  purpose: string,
  channel: MessageChannel,
  values: Record<string, string | number | null | undefined>,
  defaults: DefaultTexts,
): Promise<{ subject: string | null; body: string; templateKey: string }> {
  const templateKey = `${purpose}_${channel}`;
  const rendered = await renderTemplate(db, templateKey, values);
  if (rendered) return { subject: rendered.subject, body: rendered.body, templateKey };
  const branding = await db
    .select({ name: siteBranding.settingName, value: siteBranding.settingValue })
    .from(siteBranding)
    .where(inArray(siteBranding.settingName, ['company_name', 'support_email', 'whatsapp_number']));
  const all = { ...Object.fromEntries(branding.map((b) => [b.name, b.value])), ...values };
  const text = defaults[channel];
  return {
    subject: text.subject === null ? null : fillTemplate(text.subject, all),
    body: fillTemplate(text.body, all),
    templateKey,
  };
}

/**
 * Queues one templated message to a client by their preferred channel (see pickChannel). Call it
 * with the transaction of the change it reports. Null when the client has no contact on file.
 */
export async function queueClientMessage(
  db: Db,
  client: Client,
  purpose: string,
  values: Record<string, string | number | null | undefined>,
  defaults: DefaultTexts,
  related: { table: string; id: string },
): Promise<{ id: string; channel: MessageChannel } | null> {
  const to = pickChannel(client);
  if (!to) return null;
  const text = await renderWithDefault(
    db,
    purpose,
    to.channel,
    { first_name: client.firstName, username: client.username, ...values },
    defaults,
  );
  const [id] = await enqueueMessages(db, [
    { channel: to.channel, recipient: to.recipient, ...text, related },
  ]);
  return { id: id!, channel: to.channel };
}

export async function findClient(db: Db, id: string): Promise<Client | null> {
  const [row] = await db.select().from(clientsTable).where(eq(clientsTable.id, id)).limit(1);
  return row ?? null;
}
