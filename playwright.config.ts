import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { appPort, mailApiPort, smtpPort } from './e2e/support/ports';

// One temporary data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-'));
export const baseURL = `http://127.0.0.1:${appPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${mailApiPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        E2E_SMTP_PORT: String(smtpPort),
        E2E_MAIL_API_PORT: String(mailApiPort),
        TSX_TSCONFIG_PATH: 'tsconfig.server.json',
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        // The ordering specs submit the public forms many times a minute from one IP.
        FORM_RATE_LIMIT_MAX: '1000',
        ADMIN_EMAIL: 'admin@e2e.test',
        ADMIN_PASSWORD: 'e2e-admin-password',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'StreamVault SA <no-reply@e2e.test>',
      },
    },
  ],
});
