import { eq } from 'drizzle-orm';
import type { Account, UpdateAccount } from '@shared/contracts/client-portal';
import { normaliseWhatsappNumber } from '@shared/rules/phone';
import type { Db } from '../../db/client';
import { clients, type Client } from '../../db/schema/index';
import { recordAudit } from '../audit/audit.service';
import { clientDisplayName, revokeSubjectSessions } from '../sessions/sessions.service';
import { NotFoundError } from './subscription.service';

function toAccount(c: Client): Account {
  return {
    id: c.id,
    username: c.username,
    name: clientDisplayName(c),
    email: c.email,
    whatsapp: c.whatsapp,
    preferredChannel: c.preferredChannel,
  };
}

export async function getAccount(db: Db, clientId: string): Promise<Account> {
  const [c] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!c) throw new NotFoundError();
  return toAccount(c);
}

interface Meta {
  ip: string | null;
  userAgent: string | null;
}

/** Contact details and preferred channel; WhatsApp stored normalised (SPEC.md section 5). */
export async function updateAccount(
  db: Db,
  clientId: string,
  input: UpdateAccount,
  meta: Meta,
): Promise<Account> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .update(clients)
      .set({
        email: input.email === '' ? null : input.email.trim().toLowerCase(),
        whatsapp: input.whatsapp === '' ? null : normaliseWhatsappNumber(input.whatsapp),
        preferredChannel: input.preferredChannel,
      })
      .where(eq(clients.id, clientId))
      .returning();
    if (!c) throw new NotFoundError();
    await recordAudit(tx, {
      actorType: 'client',
      actorId: clientId,
      action: 'client.contact_updated',
      targetTable: 'clients',
      targetId: clientId,
      ...meta,
    });
    return toAccount(c);
  });
}

/** Sign out everywhere: every session of the client ends, including the one in use. */
export async function signOutEverywhere(db: Db, clientId: string, meta: Meta): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await revokeSubjectSessions(tx, { subjectType: 'client', subjectId: clientId });
    await recordAudit(tx, {
      actorType: 'client',
      actorId: clientId,
      action: 'client.signed_out_everywhere',
      targetTable: 'sessions',
      details: { sessionsEnded: ended },
      ...meta,
    });
    return ended;
  });
}
