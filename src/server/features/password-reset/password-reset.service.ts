import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { passwordResetLifetimeMinutes } from '@shared/contracts/auth';
import { normaliseWhatsappNumber } from '@shared/rules/phone';
import type { Db } from '../../db/client';
import { clients, passwordResetTokens } from '../../db/schema/index';
import { recordAudit } from '../audit/audit.service';
import { enqueueMessages, renderTemplate, type MessageDraft } from '../outbox/outbox.service';
import { hashToken, revokeSubjectSessions } from '../sessions/sessions.service';

export const resetLifetimeMs = passwordResetLifetimeMinutes * 60 * 1000;
/** More reset links than this per client per hour are not sent (the answer stays the same). */
export const maxResetRequestsPerHour = 3;

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** The link a reset message carries; the web app's reset screen reads the token from it. */
export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/#/client-password-reset?token=${encodeURIComponent(token)}`;
}

/**
 * Sends a single-use reset link, valid 30 minutes, to every channel on file for the client whose
 * username or email matches: email and WhatsApp when both are there. Nothing tells the caller whether
 * an account matched. Returns the number of messages queued (for tests and logs, not for the caller).
 */
export async function requestPasswordReset(
  db: Db,
  input: { identifier: string; origin: string } & RequestOrigin,
  now = new Date(),
): Promise<number> {
  const identifier = input.identifier.trim();
  const [client] = await db
    .select()
    .from(clients)
    .where(
      or(
        eq(clients.username, identifier),
        sql`lower(${clients.email}) = ${identifier.toLowerCase()}`,
      ),
    )
    .limit(1);

  if (!client) {
    await recordAudit(db, {
      actorType: 'anonymous',
      action: 'client.password_reset_requested',
      ip: input.ip,
      userAgent: input.userAgent,
      details: { identifier: identifier.toLowerCase(), matched: false },
      at: now,
    });
    return 0;
  }

  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.clientId, client.id),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
      ),
    );
  const overLimit = (recent?.n ?? 0) >= maxResetRequestsPerHour;
  const whatsapp = client.whatsapp ? normaliseWhatsappNumber(client.whatsapp) : '';
  if (overLimit || (!client.email && !whatsapp)) {
    await recordAudit(db, {
      actorType: 'anonymous',
      action: 'client.password_reset_requested',
      targetTable: 'clients',
      targetId: client.id,
      ip: input.ip,
      userAgent: input.userAgent,
      details: { matched: true, sent: false, reason: overLimit ? 'too_many' : 'no_contact' },
      at: now,
    });
    return 0;
  }

  const token = randomBytes(32).toString('base64url');
  const values = {
    first_name: client.firstName,
    username: client.username,
    reset_link: resetLink(input.origin, token),
    expires_in: `${passwordResetLifetimeMinutes} minutes`,
  };
  const email = client.email ? await renderTemplate(db, 'password_reset_email', values) : null;
  const whatsappMessage = whatsapp
    ? await renderTemplate(db, 'password_reset_whatsapp', values)
    : null;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({
        clientId: client.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + resetLifetimeMs),
        ip: input.ip,
        userAgent: input.userAgent,
        createdAt: now,
      })
      .returning({ id: passwordResetTokens.id });
    const related = { table: 'password_reset_tokens', id: row!.id };
    const drafts: MessageDraft[] = [];
    if (client.email) {
      drafts.push({
        channel: 'email',
        recipient: client.email,
        subject: email?.subject ?? 'Reset your password',
        body: email?.body ?? fallbackBody(values),
        templateKey: 'password_reset_email',
        related,
      });
    }
    if (whatsapp) {
      drafts.push({
        channel: 'whatsapp',
        recipient: whatsapp,
        body: whatsappMessage?.body ?? fallbackBody(values),
        templateKey: 'password_reset_whatsapp',
        related,
      });
    }
    await enqueueMessages(tx, drafts);
    await recordAudit(tx, {
      actorType: 'anonymous',
      action: 'client.password_reset_requested',
      targetTable: 'clients',
      targetId: client.id,
      ip: input.ip,
      userAgent: input.userAgent,
      details: { matched: true, sent: true, channels: drafts.map((d) => d.channel) },
      at: now,
    });
    return drafts.length;
  });
}

/** Used only when the template rows were deleted: the link still reaches the client. */
function fallbackBody(values: { first_name: string; reset_link: string; expires_in: string }) {
  return `Hi ${values.first_name}, use this link within ${values.expires_in} to reset your portal password: ${values.reset_link}`;
}

export class ResetLinkUnusableError extends Error {}

/**
 * Sets the new password if the token is known, unused and younger than 30 minutes; marks it used
 * (and every other open link of that client), and revokes all the client's sessions.
 */
export async function confirmPasswordReset(
  db: Db,
  input: { token: string; newPassword: string } & RequestOrigin,
  now = new Date(),
): Promise<{ clientId: string }> {
  const passwordHash = await hash(input.newPassword);
  return db.transaction(async (tx) => {
    // One statement claims the token, so two uses at the same moment cannot both succeed.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ clientId: passwordResetTokens.clientId });
    if (!claimed) throw new ResetLinkUnusableError();
    const clientId = claimed.clientId;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.clientId, clientId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(clients)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(clients.id, clientId));
    const revoked = await revokeSubjectSessions(
      tx,
      { subjectType: 'client', subjectId: clientId },
      now,
    );
    await recordAudit(tx, {
      actorType: 'client',
      actorId: clientId,
      action: 'client.password_reset',
      targetTable: 'clients',
      targetId: clientId,
      ip: input.ip,
      userAgent: input.userAgent,
      details: { revokedSessions: revoked },
      at: now,
    });
    return { clientId };
  });
}
