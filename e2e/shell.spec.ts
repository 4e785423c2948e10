import { expect, test, type Page } from '@playwright/test';

// Every route of SPEC.md section 2 and the heading its screen shows.
const routes: [path: string, heading: RegExp][] = [
  ['/', /StreamVault SA/],
  ['/home', /StreamVault SA/],
  ['/technical-support', /Technical Support/],
  ['/setup-guide', /Setup Guide/],
  ['/privacy-policy', /Privacy Policy/],
  ['/terms-of-service', /Terms of Service/],
  ['/refund-policy', /Refund Policy/],
  ['/admin/login', /Admin Login/],
  // Guarded routes lead to their login without a session (e2e/auth.spec.ts covers signed-in visits).
  ['/admin', /Admin Login/],
  ['/admin/client/00000000-0000-0000-0000-000000000000', /Admin Login/],
  ['/client/login', /Client Login/],
  ['/client-password-reset', /Client Login/],
  ['/client', /Client Login/],
  ['/client/specials', /Client Login/],
  ['/knowledge-base', /Knowledge Base/],
  ['/account-management', /Client Login/],
  ['/downloads', /Downloads/],
  ['/status', /System Status/],
  ['/releases', /Release Notes/],
  ['/order', /Order/],
  ['/payment-history', /Client Login/],
  ['/auth', /Sign In/],
];

/** Content-Security-Policy violations the page reports, as 'directive: blocked URI'. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('web shell', () => {
  for (const [path, heading] of routes) {
    test(`#${path} loads its screen`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const cspViolations = await recordCspViolations(page);
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  }

  test('a sign-in form checks its fields without breaking the Content-Security-Policy', async ({
    page,
  }) => {
    const cspViolations = await recordCspViolations(page);
    await page.goto('/#/client/login');
    await page.getByLabel('Username').fill(`made-up-${Date.now()}`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed').first()).toBeVisible();
    expect(await cspViolations()).toEqual([]);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('a screen whose code fails to load shows the error screen, logged to the console only', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/#/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Break the next screen's lazy chunk, as a stale deploy or a dropped connection would.
    let chunkRequests = 0;
    await page.route(/\/assets\/releases-[\w-]+\.js$/, (route) => {
      chunkRequests += 1;
      return route.abort();
    });
    await page.evaluate(() => {
      window.location.hash = '#/releases';
    });
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        "We encountered an unexpected error. This has been logged and we'll work to fix it.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(consoleErrors.length).toBeGreaterThan(0);
    // Fetched once, not retried in a loop by re-renders.
    expect(chunkRequests).toBe(1);
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('a typed path is sent to its hash route', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/#\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Admin Login/);
  });
});
