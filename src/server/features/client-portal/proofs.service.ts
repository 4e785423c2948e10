import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { maxProofBytes, proofFileTypes, type PaymentProof } from '@shared/contracts/client-portal';
import type { Db } from '../../db/client';
import { paymentProofs } from '../../db/schema/index';
import { extensionFor, sniffFileType } from '../../storage/file-type';
import type { FileStorage } from '../../storage/storage';
import { recordAudit } from '../audit/audit.service';
import { toProof } from './payments.service';
import { NotFoundError } from './subscription.service';

export class UnsupportedProofTypeError extends Error {}
export class ProofTooLargeError extends Error {}

/** '1 650,50' -> 165050; empty -> null. */
export function randToCents(text: string | undefined): number | null {
  const cleaned = (text ?? '').replace(/\s/g, '').replace(',', '.');
  if (cleaned === '') return null;
  return Math.round(Number(cleaned) * 100);
}

/** A display name safe to show and to send back in Content-Disposition. */
function safeFileName(name: string, ext: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .-]+/g, '_')
    .trim()
    .slice(0, 80);
  return `${base || 'proof-of-payment'}.${ext}`;
}

/**
 * Stores a proof of payment (PDF, JPG or PNG, checked from its content, at most 5 MB) and records it
 * as pending for an admin to capture or reject. The file is written before the row: a failed write
 * leaves no row pointing at nothing.
 */
export async function uploadPaymentProof(
  db: Db,
  storage: FileStorage,
  input: {
    clientId: string;
    data: Buffer;
    fileName: string;
    amountCents: number | null;
    reference: string | null;
    ip: string | null;
    userAgent: string | null;
    now?: Date;
  },
): Promise<PaymentProof> {
  if (input.data.length > maxProofBytes) throw new ProofTooLargeError();
  const type = sniffFileType(input.data.subarray(0, 1024));
  if (!type || !(proofFileTypes as readonly string[]).includes(type)) {
    throw new UnsupportedProofTypeError();
  }
  const now = input.now ?? new Date();
  const ext = extensionFor[type];
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const storageKey = `proofs/${month}/${randomUUID()}.${ext}`;
  await storage.put(storageKey, input.data);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentProofs)
        .values({
          clientId: input.clientId,
          storageKey,
          fileName: safeFileName(input.fileName, ext),
          contentType: type,
          sizeBytes: input.data.length,
          amountCents: input.amountCents,
          reference: input.reference || null,
        })
        .returning();
      await recordAudit(tx, {
        actorType: 'client',
        actorId: input.clientId,
        action: 'client.payment_proof_uploaded',
        targetTable: 'payment_proofs',
        targetId: row!.id,
        ip: input.ip,
        userAgent: input.userAgent,
      });
      return toProof(row!);
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** The client's own proof file; another client's id is NotFoundError, like an unknown one. */
export async function openPaymentProof(
  db: Db,
  storage: FileStorage,
  input: { clientId: string; proofId: string },
): Promise<{ stream: Readable; size: number; fileName: string; contentType: string }> {
  const [proof] = await db
    .select()
    .from(paymentProofs)
    .where(and(eq(paymentProofs.id, input.proofId), eq(paymentProofs.clientId, input.clientId)))
    .limit(1);
  if (!proof) throw new NotFoundError();
  const file = await storage.get(proof.storageKey);
  if (!file) throw new NotFoundError();
  return { ...file, fileName: proof.fileName, contentType: proof.contentType };
}
