import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { clients, type NewClient } from '../db/schema/index';
import { createAdmin } from '../features/admins/admins.service';

export interface TestAccount {
  id: string;
  login: string;
  password: string;
}

/** A client with a known password (argon2id like the real ones). */
export async function createTestClient(
  db: Db,
  overrides: Partial<NewClient> & { password?: string } = {},
): Promise<TestAccount> {
  const { password = 'client-password-1', ...rest } = overrides;
  const username = rest.username ?? `client_${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(clients)
    .values({
      firstName: 'Test',
      lastName: 'Client',
      email: `${username}@example.co.za`,
      ...rest,
      username,
      passwordHash: await hash(password),
    })
    .returning({ id: clients.id });
  return { id: row!.id, login: username, password };
}

export async function createTestAdmin(db: Db, email?: string): Promise<TestAccount> {
  const password = 'admin-password-1';
  const admin = await createAdmin(db, {
    email: email ?? `admin_${randomBytes(4).toString('hex')}@example.co.za`,
    password,
    role: 'staff',
  });
  return { id: admin.id, login: admin.email, password };
}

/** Signs in through the API; returns the session token (throws when the login fails). */
export async function loginAs(
  app: FastifyInstance,
  kind: 'admin' | 'client',
  account: TestAccount,
  remoteAddress = '10.0.0.1',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${kind}/login`,
    remoteAddress,
    payload:
      kind === 'admin'
        ? { email: account.login, password: account.password }
        : { username: account.login, password: account.password },
  });
  const body = res.json<{ success: boolean; session_token?: string; error?: string }>();
  if (!body.session_token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.session_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
