import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, sessions, type AdminRole } from '../../db/schema/index';

export const defaultFirstAdminEmail = 'admin@example.com';
export const minAdminPasswordLength = 8;

export class AdminInputError extends Error {}
export class AdminExistsError extends Error {}
export class AdminNotFoundError extends Error {}

export interface AdminSummary {
  id: string;
  email: string;
  role: AdminRole;
  name: string | null;
}

/** Admin emails are stored and compared trimmed and lower-cased (SPEC.md section 5). */
export function normaliseAdminEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 12 random bytes as base64url: 16 characters, 96 bits. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

function checkEmail(email: string): string {
  const normalised = normaliseAdminEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) {
    throw new AdminInputError(`"${email}" is not a valid email address`);
  }
  return normalised;
}

function checkPassword(password: string): void {
  if (password.length < minAdminPasswordLength) {
    throw new AdminInputError(`the password must be at least ${minAdminPasswordLength} characters`);
  }
}

const summaryColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  role: adminUsers.role,
  name: adminUsers.name,
};

export async function createAdmin(
  db: Db,
  input: { email: string; password: string; role: AdminRole; name?: string | null },
): Promise<AdminSummary> {
  const email = checkEmail(input.email);
  checkPassword(input.password);
  const passwordHash = await hash(input.password);
  const [created] = await db
    .insert(adminUsers)
    .values({ email, passwordHash, role: input.role, name: input.name?.trim() || null })
    .onConflictDoNothing({ target: adminUsers.email })
    .returning(summaryColumns);
  if (!created) throw new AdminExistsError(`an admin with the email ${email} already exists`);
  return created;
}

/** Sets a new password and revokes the admin's open sessions, so an old login stops working. */
export async function resetAdminPassword(
  db: Db,
  email: string,
  password: string,
): Promise<AdminSummary> {
  const normalised = normaliseAdminEmail(email);
  checkPassword(password);
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(adminUsers)
      .set({ passwordHash })
      .where(eq(adminUsers.email, normalised))
      .returning(summaryColumns);
    if (!admin) throw new AdminNotFoundError(`no admin with the email ${normalised}`);
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.subjectType, 'admin'),
          eq(sessions.subjectId, admin.id),
          isNull(sessions.revokedAt),
        ),
      );
    return admin;
  });
}

export interface FirstAdminResult {
  created: boolean;
  email: string;
  /** The generated password, to print once; null when it was given or no admin was created. */
  password: string | null;
}

/**
 * On a fresh installation, creates the owner from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@example.com with a random password. Does nothing once any admin exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  input: { email?: string; password?: string },
): Promise<FirstAdminResult> {
  const existing = await firstAdminEmail(db);
  if (existing !== null) return { created: false, email: existing, password: null };

  const email = normaliseAdminEmail(input.email || defaultFirstAdminEmail);
  const generated = input.password ? null : generatePassword();
  try {
    await createAdmin(db, { email, password: input.password || generated!, role: 'owner' });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof AdminExistsError) return { created: false, email, password: null };
    throw error;
  }
  return { created: true, email, password: generated };
}

async function firstAdminEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .orderBy(asc(adminUsers.createdAt))
    .limit(1);
  return row?.email ?? null;
}
