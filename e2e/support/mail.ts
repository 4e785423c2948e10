import { expect } from '@playwright/test';
import type { CaughtMail } from '../../src/server/test/smtp';
import { mailApiPort } from './ports';

export type { CaughtMail };

/** Waits until the e2e server has sent a matching email through the mail catcher, and returns it. */
export async function waitForMail(
  predicate: (mail: CaughtMail) => boolean,
  timeout = 15_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${mailApiPort}/messages`);
        const messages = (await response.json()) as CaughtMail[];
        found = messages.find(predicate);
        return found !== undefined;
      },
      { timeout, message: 'waiting for an email from the server' },
    )
    .toBe(true);
  return found!;
}
