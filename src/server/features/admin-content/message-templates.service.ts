import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  templatePlaceholders,
  type messageTemplateUpdateSchema,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { messageTemplates } from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { defined, found } from './content-rows';

/** Message templates of the outbox (issue 8): edited, never created or deleted here. */

type TemplateRow = typeof messageTemplates.$inferSelect;

function toAdminTemplate(row: TemplateRow) {
  return {
    id: row.id,
    key: row.key,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    description: row.description,
    placeholders: templatePlaceholders(row.subject, row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTemplatesAdmin(db: Db) {
  const rows = await db.select().from(messageTemplates).orderBy(asc(messageTemplates.key));
  return { items: rows.map(toAdminTemplate) };
}

export async function updateTemplate(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof messageTemplateUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.id, id))
      .for('update');
    found(before, 'Message template');
    if (before!.channel === 'whatsapp' && patch.subject) {
      throw new AdminConflictError('WhatsApp messages have no subject', 'subject', 400);
    }
    const changes = defined(patch);
    const [row] = await tx
      .update(messageTemplates)
      .set(changes)
      .where(eq(messageTemplates.id, id))
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.template.update',
      { table: 'message_templates', id },
      { key: before!.key, fields: Object.keys(changes) },
    );
    return { template: toAdminTemplate(row!) };
  });
}
