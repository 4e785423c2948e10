import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail';

const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const adminKeys = ['admin_email', 'admin_session_token', 'admin_session_expiry', 'adminSession'];

async function adminSignIn(page: Page) {
  await page.goto('/#/admin/login');
  await page.getByLabel('Email').fill(`  ${admin.email.toUpperCase()} `);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
}

async function clientSignIn(page: Page, username: string, password: string) {
  await page.goto('/#/client/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('admin sessions', () => {
  test('an admin signs in, stays in across a reload, and signs out', async ({ page }) => {
    await adminSignIn(page);
    await expect(page.getByText(admin.email, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.getByText(admin.email, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    const stored = await page.evaluate(
      (keys) => keys.map((k) => localStorage.getItem(k)),
      adminKeys,
    );
    expect(stored).toEqual([null, null, null, null]);
    // And the guarded screen is closed again.
    await page.goto('/#/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
  });

  test('an admin session ended on the server is thrown out within 60 s', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await adminSignIn(page);
    const token = await page.evaluate(() => localStorage.getItem('admin_session_token'));
    expect(token).toBeTruthy();
    const revoked = await request.post('/api/admin/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await page.clock.fastForward(61_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login');
    expect(await page.evaluate(() => localStorage.getItem('admin_session_token'))).toBeNull();
  });
});

test.describe('client sessions', () => {
  test('the demo client signs in; another browser context must sign in again', async ({
    page,
    browser,
  }) => {
    await clientSignIn(page, '  demo ', 'demo12345');
    await expect(page.getByText('Welcome back, Thabo Mokoena!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Portal');
    await expect(page.getByText('Welcome back, Thabo Mokoena', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Portal');

    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto('/#/client');
      await expect(second.getByRole('heading', { level: 1 })).toHaveText('Client Login');
    } finally {
      await other.close();
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');
    expect(await page.evaluate(() => sessionStorage.getItem('clientSession'))).toBeNull();
  });

  test('a suspended client is told Access Denied', async ({ page }) => {
    await clientSignIn(page, 'sipho', 'demo12345');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText('Please contact support for assistance.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');
  });

  test('six wrong passwords show Too Many Attempts with a time', async ({ page }) => {
    const username = `made-up-${Date.now()}`;
    await clientSignIn(page, username, 'wrong-password');
    await expect(page.getByText('Login Failed').first()).toBeVisible();
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Too Many Attempts').first()).toBeVisible();
    await expect(page.getByText(/Try again after \S*\d\d:\d\d/).first()).toBeVisible();
  });

  test('a reset link sent by email changes the password and works once', async ({ page }) => {
    await page.goto('/#/client/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Username or email').fill('lerato');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check Your Messages')).toBeVisible();

    const mail = await waitForMail(
      (m) => m.to.includes('lerato@example.co.za') && /reset/i.test(m.subject),
    );
    const link = /https?:\/\/\S+#\/client-password-reset\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Password Reset');
    await page.getByLabel(/^New password/).fill('lerato-new-pass');
    await page.getByLabel('Confirm new password').fill('lerato-new-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password Updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');

    await clientSignIn(page, 'lerato', 'lerato-new-pass');
    await expect(page.getByText('Welcome back, Lerato Nkosi!')).toBeVisible();

    // The same link a second time.
    await page.goto(link!);
    await page.getByLabel(/^New password/).fill('another-pass-1');
    await page.getByLabel('Confirm new password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This reset link has expired or was already used. Request a new one.',
    );
  });
});
