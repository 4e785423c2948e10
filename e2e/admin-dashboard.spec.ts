import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Issue 7: the admin dashboard against the built app. One story in order (each step uses what the
 * one before made): sign in, a live order, its conversion to a client, a captured payment, a proof
 * of payment, a component down, an upgrade approved, a search on the server and the CSV exports.
 */
test.describe.configure({ mode: 'serial' });

const admin = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const stamp = Date.now().toString(36);
const lead = { name: `Ayanda Mokoena ${stamp}`, email: `ayanda.${stamp}@e2e.test` };

interface PublicPackage {
  id: string;
  name: string;
  priceCents: number;
  isFreeTrial: boolean;
}

let page: Page;
let adminToken = '';
let client = { username: '', password: '', token: '' };
let packages: PublicPackage[] = [];

async function openSection(label: string) {
  const nav = page.getByRole('navigation', { name: 'Admin sections' }).first();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

async function clientGet(request: APIRequestContext, path: string) {
  const response = await request.get(path, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.json();
}

test.beforeAll(async ({ browser, request }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const answer = await request.get('/api/public/packages');
  packages = ((await answer.json()) as { packages: PublicPackage[] }).packages.filter(
    (p) => !p.isFreeTrial,
  );
  expect(packages.length).toBeGreaterThanOrEqual(2);
});

test.afterAll(async () => {
  await page.close();
});

test('the admin signs in and sees the statistics', async () => {
  await page.goto('/#/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('list', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByText('Active clients')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Live updates/ })).toContainText(
    /Good|Excellent/,
  );
  adminToken = (await page.evaluate(() => localStorage.getItem('admin_session_token'))) ?? '';
  expect(adminToken).not.toBe('');
});

test('an order from another browser appears in the leads within 2 s with Data Updated', async ({
  browser,
}) => {
  await openSection('Leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  const visitor = await browser.newContext();
  const response = await visitor.request.post('/api/public/orders', {
    data: {
      name: lead.name,
      email: lead.email,
      whatsapp: '082 555 0142',
      package: packages[0]!.id,
      internetPlatform: 'fibre',
      formType: 'order',
    },
    headers: { 'idempotency-key': `e2e-order-${stamp}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await visitor.close();
  await expect(page.getByText('Data Updated')).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('table', { name: 'Leads' }).getByText(lead.name)).toBeVisible({
    timeout: 2000,
  });
});

test('converting the lead creates a client who signs in with the password shown', async ({
  request,
}) => {
  await page.getByRole('button', { name: `Open ${lead.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Convert to client' }).click();
  const username = await dialog.getByLabel('Username').inputValue();
  expect(username).not.toBe('');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  const password = (await dialog.getByTestId('one-time-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const login = await request.post('/api/client/login', { data: { username, password } });
  const body = (await login.json()) as { success: boolean; session_token?: string };
  expect(body.success).toBe(true);
  client = { username, password, token: body.session_token ?? '' };
});

test("capturing a payment extends the client's expiry and shows in their payment history", async ({
  request,
}) => {
  const before = (await clientGet(request, '/api/client/dashboard')) as {
    subscription: { expiresAt: string | null };
  };
  await openSection('Payments');
  await page.getByRole('button', { name: 'Capture payment' }).click();
  const dialog = page.getByRole('dialog');
  // The server finds the client among all of them, not only the first page of names.
  await dialog.getByLabel('Find a client').fill(client.username);
  const option = dialog.getByRole('option', { name: new RegExp(`\\(${client.username}\\)`) });
  await expect(option).toBeAttached();
  await dialog
    .getByLabel('Client', { exact: true })
    .selectOption({ value: (await option.getAttribute('value')) ?? '' });
  await dialog.getByLabel('Amount (R)').fill('650');
  await dialog.getByLabel('Months paid').fill('1');
  await dialog.getByLabel('Reference').fill(`E2E-${stamp}`);
  await dialog.getByRole('button', { name: 'Capture payment' }).click();
  await expect(page.getByText('Payment Captured')).toBeVisible();

  const after = (await clientGet(request, '/api/client/dashboard')) as {
    subscription: { expiresAt: string | null };
  };
  expect(after.subscription.expiresAt).not.toBeNull();
  expect(new Date(after.subscription.expiresAt!).getTime()).toBeGreaterThan(
    before.subscription.expiresAt ? new Date(before.subscription.expiresAt).getTime() : Date.now(),
  );
  // The client portal's payment history reads GET /api/client/payments.
  const history = (await clientGet(request, '/api/client/payments')) as {
    payments: { amountCents: number }[];
  };
  expect(history.payments.some((p) => p.amountCents === 65_000)).toBe(true);
});

test("a client's proof of payment is confirmed by the admin", async ({ request }) => {
  const upload = await request.post('/api/client/payment-proofs', {
    headers: { authorization: `Bearer ${client.token}` },
    multipart: {
      file: {
        name: 'proof.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%e2e proof\n'),
      },
      amount: '650',
      reference: `PROOF-${stamp}`,
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await openSection('Payments');
  const proofs = page.getByRole('table', { name: 'Proofs of payment' });
  await proofs.getByRole('button', { name: `Review proof from` }).first().waitFor();
  const row = proofs.getByRole('row').filter({ hasText: client.username });
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm proof' }).click();
  await expect(page.getByText('Proof Confirmed')).toBeVisible();
  const history = (await clientGet(request, '/api/client/payments')) as {
    proofs: { status: string }[];
  };
  expect(history.proofs.some((p) => p.status === 'confirmed')).toBe(true);
});

test('setting a component to down turns the public Status icon red', async ({ browser }) => {
  await openSection('Status & health');
  const form = page.getByRole('form', { name: 'New component' });
  await form.getByLabel('Component').fill(`E2E Streams ${stamp}`);
  await form.getByLabel('Status').selectOption('down');
  await form.getByLabel('Message').fill('Testing an outage');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status Saved')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/#/');
  const statusLink = visitor.getByRole('banner').getByRole('link', { name: /^Status/ });
  await expect(statusLink).toHaveAccessibleName(/service disruption/);
  await expect(statusLink.locator('svg[data-state="down"]')).toHaveClass(/text-red-500/);
  await visitor.close();

  // Back to stable, so the public-site specs running beside this one see a calm status.
  const component = page.getByRole('form', { name: `Component E2E Streams ${stamp}` });
  await component.getByLabel('Status').selectOption('stable');
  await component.getByRole('button', { name: 'Save' }).click();
});

test("an approved upgrade changes the client's package", async ({ request }) => {
  const target = packages.find((p) => p.id !== packages[0]!.id)!;
  const asked = await request.post('/api/client/upgrade-requests', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { toPackageId: target.id },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await openSection('Upgrades');
  await page
    .getByRole('button', { name: /^Review upgrade for/ })
    .first()
    .waitFor();
  const row = page
    .getByRole('table', { name: 'Upgrade requests' })
    .getByRole('row')
    .filter({ hasText: target.name })
    .first();
  await row.getByRole('button', { name: /^Review/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Upgrade Approved')).toBeVisible();
  const dashboard = (await clientGet(request, '/api/client/dashboard')) as {
    subscription: { packageId: string | null };
  };
  expect(dashboard.subscription.packageId).toBe(target.id);
});

test('the leads are searched on the server and the CSV exports what the search found', async ({
  request,
}) => {
  await openSection('Leads');
  const leads = page.getByRole('table', { name: 'Leads' });
  await page.getByRole('searchbox', { name: 'Search Leads' }).fill(lead.email);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(leads.getByText(lead.name)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('leads.csv');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^[\w" ]+(,[\w" ]+)+$/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(lead.email);

  for (const path of ['/api/admin/clients', '/api/admin/payments']) {
    const response = await request.get(`${path}?format=csv`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers()['content-type']).toContain('text/csv');
    const header = (await response.text()).split(/\r?\n/)[0] ?? '';
    expect(header.split(',').length).toBeGreaterThan(1);
  }
});
