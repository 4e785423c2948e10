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

/**
 * More demo clients: Sipho, whose account is suspended (the portal's 'Access Denied' path),
 * Lerato, active with an email on file (the password reset path can be tried on her without
 * touching the main demo login), and Zanele, active, for trying the portal's password change.
 * All sign in with the demo password.
 */
export const suspendedDemoClientCredentials = { username: 'sipho', password: 'demo12345' } as const;
export const resetDemoClientCredentials = { username: 'lerato', password: 'demo12345' } as const;
/** Active, for trying the portal's password change without touching the main demo login. */
export const portalDemoClientCredentials = { username: 'zanele', password: 'demo12345' } as const;

/** The seeded clients whose streaming password start-up seals with the app secret. */
export const demoClientUsernames = [
  demoClientCredentials.username,
  portalDemoClientCredentials.username,
] as const;

export async function moreDemoClients(
  packageId: string | null,
  now = new Date(),
): Promise<NewClient[]> {
  const passwordHash = await hash(demoClientCredentials.password);
  return [
    {
      username: suspendedDemoClientCredentials.username,
      passwordHash,
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: 'sipho@example.co.za',
      whatsapp: '27830000000',
      preferredChannel: 'email',
      status: 'suspended',
      packageId,
      subscriptionStartedAt: new Date(now.getTime() - 120 * day),
      subscriptionExpiresAt: new Date(now.getTime() - 30 * day),
      maxConnections: 1,
      paymentReference: 'SV-DEMO02',
      notes: 'Demo client created by the seed: suspended for non-payment.',
    },
    {
      username: resetDemoClientCredentials.username,
      passwordHash,
      firstName: 'Lerato',
      lastName: 'Nkosi',
      email: 'lerato@example.co.za',
      whatsapp: null,
      preferredChannel: 'email',
      status: 'active',
      packageId,
      subscriptionStartedAt: new Date(now.getTime() - 10 * day),
      subscriptionExpiresAt: new Date(now.getTime() + 20 * day),
      maxConnections: 1,
      paymentReference: 'SV-DEMO03',
      notes: 'Demo client created by the seed.',
    },
    {
      username: portalDemoClientCredentials.username,
      passwordHash,
      firstName: 'Zanele',
      lastName: 'Khumalo',
      email: 'zanele@example.co.za',
      whatsapp: '27840000000',
      preferredChannel: 'whatsapp',
      status: 'active',
      packageId,
      subscriptionStartedAt: new Date(now.getTime() - 25 * day),
      subscriptionExpiresAt: new Date(now.getTime() + 5 * day),
      maxConnections: 1,
      paymentReference: 'SV-DEMO04',
      streamingServerUrl: 'http://line.example.tv:8080',
      streamingUsername: 'zanele01',
      notes: 'Demo client created by the seed.',
    },
  ];
}
