import { hash } from '@node-rs/argon2';
import type { NewClient } from '../schema/index';

export const demoClientCredentials = { username: 'demo', password: 'demo12345' } as const;

const day = 24 * 60 * 60 * 1000;

/** The demo portal login, on the package named '3 Months'. */
export async function demoClient(packageId: string | null, now = new Date()): Promise<NewClient> {
  return {
    username: demoClientCredentials.username,
    passwordHash: await hash(demoClientCredentials.password),
    firstName: 'Thabo',
    lastName: 'Mokoena',
    email: 'demo@example.co.za',
    whatsapp: '27820000000',
    preferredChannel: 'whatsapp',
    status: 'active',
    packageId,
    subscriptionStartedAt: new Date(now.getTime() - 30 * day),
    subscriptionExpiresAt: new Date(now.getTime() + 60 * day),
    maxConnections: 2,
    paymentReference: 'SV-DEMO01',
    streamingServerUrl: 'http://line.example.tv:8080',
    streamingUsername: 'thabo01',
    streamingPasswordEncrypted: null,
    notes: 'Demo client created by the seed.',
  };
}
