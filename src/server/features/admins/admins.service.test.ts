import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminUsers, sessions } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  AdminExistsError,
  AdminInputError,
  AdminNotFoundError,
  createAdmin,
  ensureFirstAdmin,
  generatePassword,
  resetAdminPassword,
} from './admins.service';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

beforeEach(async () => {
  await testDb.database.db.delete(sessions);
  await testDb.database.db.delete(adminUsers);
});

async function storedAdmin(email: string) {
  const [row] = await testDb.database.db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  return row;
}

describe('generatePassword', () => {
  it('gives 16 url-safe characters, different each time', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(generatePassword()).not.toBe(a);
  });
});

describe('createAdmin', () => {
  it('stores the email trimmed and lower-cased with an argon2id hash', async () => {
    const admin = await createAdmin(testDb.database.db, {
      email: '  Naledi@Example.CO.ZA ',
      password: 'correct horse',
      role: 'staff',
      name: 'Naledi',
    });
    expect(admin).toMatchObject({ email: 'naledi@example.co.za', role: 'staff', name: 'Naledi' });
    const row = await storedAdmin('naledi@example.co.za');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row!.passwordHash, 'correct horse')).toBe(true);
    expect(JSON.stringify(admin)).not.toContain('argon2');
  });

  it('refuses an email that already exists, whatever its case', async () => {
    const db = testDb.database.db;
    await createAdmin(db, { email: 'a@example.com', password: 'password1', role: 'owner' });
    await expect(
      createAdmin(db, { email: 'A@Example.com', password: 'password2', role: 'staff' }),
    ).rejects.toBeInstanceOf(AdminExistsError);
  });

  it('refuses a bad email or a short password', async () => {
    const db = testDb.database.db;
    await expect(
      createAdmin(db, { email: 'not-an-email', password: 'password1', role: 'owner' }),
    ).rejects.toBeInstanceOf(AdminInputError);
    await expect(
      createAdmin(db, { email: 'b@example.com', password: 'short', role: 'owner' }),
    ).rejects.toBeInstanceOf(AdminInputError);
  });
});

describe('resetAdminPassword', () => {
  it('replaces the password and revokes open sessions', async () => {
    const db = testDb.database.db;
    const admin = await createAdmin(db, {
      email: 'c@example.com',
      password: 'old-password',
      role: 'owner',
    });
    await db.insert(sessions).values({
      tokenHash: 'a'.repeat(64),
      subjectType: 'admin',
      subjectId: admin.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await resetAdminPassword(db, ' C@example.com', 'new-password');
    const row = await storedAdmin('c@example.com');
    expect(await verify(row!.passwordHash, 'new-password')).toBe(true);
    expect(await verify(row!.passwordHash, 'old-password')).toBe(false);
    const [session] = await db.select().from(sessions);
    expect(session!.revokedAt).toBeInstanceOf(Date);
  });

  it('fails for an unknown email', async () => {
    await expect(
      resetAdminPassword(testDb.database.db, 'nobody@example.com', 'new-password'),
    ).rejects.toBeInstanceOf(AdminNotFoundError);
  });
});

describe('ensureFirstAdmin', () => {
  it('creates admin@example.com as owner with a generated password, once', async () => {
    const db = testDb.database.db;
    const first = await ensureFirstAdmin(db, {});
    expect(first.created).toBe(true);
    expect(first.email).toBe('admin@example.com');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const row = await storedAdmin('admin@example.com');
    expect(row!.role).toBe('owner');
    expect(await verify(row!.passwordHash, first.password!)).toBe(true);

    const again = await ensureFirstAdmin(db, { email: 'other@example.com', password: 'password9' });
    expect(again).toEqual({ created: false, email: 'admin@example.com', password: null });
    expect(await db.$count(adminUsers)).toBe(1);
  });

  it('uses the configured email and password and does not echo the password', async () => {
    const db = testDb.database.db;
    const result = await ensureFirstAdmin(db, {
      email: 'Owner@Example.co.za',
      password: 'from-the-env',
    });
    expect(result).toEqual({ created: true, email: 'owner@example.co.za', password: null });
    const row = await storedAdmin('owner@example.co.za');
    expect(await verify(row!.passwordHash, 'from-the-env')).toBe(true);
  });

  it('generates a password for a configured email without one', async () => {
    const result = await ensureFirstAdmin(testDb.database.db, { email: 'boss@example.com' });
    expect(result.created).toBe(true);
    expect(result.password).not.toBeNull();
  });
});
