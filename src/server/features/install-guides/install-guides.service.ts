import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CommunicationMethod,
  InstallGuideRequest,
  InstallGuideResponse,
} from '@shared/contracts/ordering';
import { isValidPhone, normaliseWhatsappNumber } from '@shared/rules/phone';
import type { Db } from '../../db/client';
import { downloads } from '../../db/schema/index';
import { enqueueMessages, renderTemplate, type MessageDraft } from '../outbox/outbox.service';

export class DownloadNotFoundError extends Error {}
export class NoInstructionsError extends Error {}
/** Nothing could be sent: the message says why, in the spec's words. */
export class NoUsableContactError extends Error {}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * Queues an app's installation guide to the visitor by WhatsApp, email or both (send-installation-guide).
 * A channel whose contact is not valid is refused while the other still goes ('Partially Sent').
 */
export async function sendInstallGuide(
  db: Db,
  downloadId: string,
  input: InstallGuideRequest,
): Promise<InstallGuideResponse> {
  const [app] = await db
    .select()
    .from(downloads)
    .where(and(eq(downloads.id, downloadId), eq(downloads.isActive, true)))
    .limit(1);
  if (!app) throw new DownloadNotFoundError();
  if (!app.installationGuide?.trim()) throw new NoInstructionsError('No Instructions Available');

  const email = input.email?.trim() ?? '';
  const phone = input.whatsapp?.trim() ?? '';
  const wanted: CommunicationMethod[] =
    input.type === 'both' ? ['whatsapp', 'email'] : [input.type];
  if (wanted.every((channel) => (channel === 'email' ? email : phone) === '')) {
    throw new NoUsableContactError('Please enter contact information');
  }

  const refused: InstallGuideResponse['refused'] = [];
  const drafts: MessageDraft[] = [];
  const values = {
    app_name: app.name,
    version: app.version ?? 'latest',
    file_size: app.fileSize ?? 'size not given',
    installation_guide: app.installationGuide,
  };
  for (const channel of wanted) {
    if (channel === 'email' && !isEmail(email)) {
      refused.push({ channel, reason: 'Please enter a valid email address' });
      continue;
    }
    if (channel === 'whatsapp' && !isValidPhone(phone)) {
      refused.push({ channel, reason: 'Please enter a valid phone number' });
      continue;
    }
    const key = `install_guide_${channel}`;
    const message = await renderTemplate(db, key, values);
    if (!message) {
      refused.push({ channel, reason: 'Failed to send instructions' });
      continue;
    }
    drafts.push({
      ...message,
      recipient: channel === 'email' ? email.toLowerCase() : normaliseWhatsappNumber(phone),
      templateKey: key,
      related: { table: 'downloads', id: app.id },
    });
  }
  if (drafts.length === 0)
    throw new NoUsableContactError(refused[0]?.reason ?? 'Please enter contact information');
  await enqueueMessages(db, drafts);
  return { sent: drafts.map((d) => d.channel), refused };
}
