import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Issue 8: site content administration against the built app. The owner edits through the
 * dashboard while a visitor's landing page stays open in another browser context; each change
 * must reach it through the realtime channel within 2 s, without a reload. What the story changes
 * in the seeded content (a price, a banner, the hero title) is put back afterwards.
 */
test.describe.configure({ mode: 'serial' });

const owner = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const stamp = Date.now().toString(36);
const live = { timeout: 2_000 };

let admin: Page;
let token = '';
const restore: { path: string; body: unknown }[] = [];

async function openSection(label: string) {
  const nav = admin.getByRole('navigation', { name: 'Admin sections' }).first();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(admin.locator('#admin-section-title')).toHaveText(label);
}

async function adminApi<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const response = await admin.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A visitor's landing page in its own context, the popup already seen, scrolled to `section`. */
async function openVisitor(browser: Browser, section?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('popupShownThisSession', 'true'));
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code has taken over from the server's first paint.
  await expect(page.locator('[data-landing-shell]')).toHaveCount(0);
  if (section) await page.locator(`[id="${section}"]`).scrollIntoViewIfNeeded();
  return page;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/#/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).first()).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(admin, owner.email, owner.password);
  token = (await admin.evaluate(() => localStorage.getItem('admin_session_token'))) ?? '';
  expect(token).not.toBe('');
});

test.afterAll(async () => {
  for (const { path, body } of restore.reverse()) await adminApi('PATCH', path, body);
  await admin.close();
});

/** A row as a PATCH body: without the fields the server owns. */
function editable(row: object) {
  const { id, sortOrder, createdAt, updatedAt, downloadCount, ...rest } = row as Record<
    string,
    unknown
  >;
  void [id, sortOrder, createdAt, updatedAt, downloadCount];
  return rest;
}

interface Pkg {
  id: string;
  name: string;
  priceCents: number;
  isFreeTrial: boolean;
  isActive: boolean;
}
interface BannerRow {
  id: string;
  title: string;
  bannerType: string;
  isActive: boolean;
}
interface SectionRow {
  id: string;
  sectionName: string;
  title: string | null;
  isActive: boolean;
}

test('a package price, a banner and the hero title reach an open landing page within 2 s', async ({
  browser,
}) => {
  const { items: packages } = await adminApi<{ items: Pkg[] }>(
    'GET',
    '/api/admin/content/packages',
  );
  const pkg = packages.find((p) => p.isActive && !p.isFreeTrial)!;
  const { items: banners } = await adminApi<{ items: BannerRow[] }>(
    'GET',
    '/api/admin/content/banners',
  );
  const banner = banners.find((b) => b.isActive && b.bannerType === 'other')!;
  const { items: sections } = await adminApi<{ items: SectionRow[] }>(
    'GET',
    '/api/admin/content/homepage',
  );
  const hero = sections.find((s) => s.sectionName === 'hero')!;
  expect(pkg && banner && hero).toBeTruthy();
  // Put back whole rows: the update schemas fill absent fields with their create defaults.
  restore.push({ path: `/api/admin/content/packages/${pkg.id}`, body: editable(pkg) });
  restore.push({ path: `/api/admin/content/banners/${banner.id}`, body: editable(banner) });
  restore.push({ path: `/api/admin/content/homepage/${hero.id}`, body: editable(hero) });

  const visitor = await openVisitor(browser, 'pricing');
  const card = visitor.getByTestId('plan-card').filter({ hasText: pkg.name });
  await expect(card).toBeVisible();
  await expect(visitor.getByRole('note', { name: banner.title })).toBeVisible();

  // The price.
  const rand = 700 + (Date.now() % 200);
  await openSection('Packages & pricing');
  await admin.getByRole('button', { name: `Edit ${pkg.name}`, exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Price (R)').fill(`${rand}.00`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`R${rand}`, live);

  // The banner.
  const bannerTitle = `Load-shedding notice ${stamp}`;
  await admin.getByRole('tab', { name: 'Banners' }).click();
  await admin.getByRole('button', { name: `Edit ${banner.title}`, exact: true }).click();
  await dialog.getByLabel('Title').fill(bannerTitle);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(visitor.getByRole('note', { name: bannerTitle })).toBeVisible(live);

  // The hero title.
  const heroTitle = `Stream the Springboks live ${stamp}`;
  await openSection('Homepage');
  await admin.getByRole('button', { name: 'Edit hero', exact: true }).click();
  await dialog.getByLabel('Title', { exact: true }).fill(heroTitle);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The hero's heading is the company name; the section's title is the line under it.
  await expect(visitor.locator('#hero').getByText(heroTitle, { exact: true })).toBeVisible(live);
  await visitor.context().close();
});

test('a new testimonial reaches the landing page only once approved and published', async ({
  browser,
  request,
}) => {
  const name = `Thandiwe Nkosi ${stamp}`;
  const published = async () => {
    const answer = await request.get('/api/public/testimonials');
    const body = (await answer.json()) as { testimonials: { clientName: string }[] };
    return body.testimonials.some((t) => t.clientName === name);
  };
  await openSection('Testimonials');
  await admin.getByRole('button', { name: 'New testimonial' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Client name').fill(name);
  await dialog
    .getByLabel('Testimonial')
    .fill('Set up in five minutes and the rugby never buffered.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = admin
    .getByRole('list', { name: 'Testimonials' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('Pending approval');
  expect(await published()).toBe(false);

  await admin.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(row).toContainText('Approved');
  expect(await published()).toBe(false);

  const visitor = await openVisitor(browser, 'testimonials');
  const slide = visitor.getByTestId('testimonial');
  await expect(slide).toBeVisible();
  await admin.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(row).toContainText('Published');
  await expect.poll(published, live).toBe(true);

  // The open page's carousel now holds it (one more slide): step through until it shows.
  const answer = await request.get('/api/public/testimonials');
  const total = ((await answer.json()) as { testimonials: unknown[] }).testimonials.length;
  await expect(slide).toHaveAttribute('aria-label', new RegExp(` of ${total}$`), live);
  for (let i = 0; i < total && !((await slide.textContent()) ?? '').includes(name); i += 1) {
    const label = (await slide.getAttribute('aria-label'))!;
    await visitor.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide).not.toHaveAttribute('aria-label', label);
  }
  await expect(slide).toContainText(name);
  await visitor.context().close();
});

test('a knowledge-base article with a script tag shows it as text', async ({ browser }) => {
  const title = `Fixing buffering on Fibre ${stamp}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await openSection('Knowledge base');
  await admin.getByRole('button', { name: 'New article' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Category', { exact: true }).fill('Troubleshooting');
  await dialog
    .getByLabel('Article', { exact: true })
    .fill('Restart the router. <script>window.__kbRan = true</script> Then **test again**.');
  await expect(dialog.getByRole('region', { name: 'Article preview' })).toContainText(
    '<script>window.__kbRan = true</script>',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(`/#/knowledge-base?article=${slug}`);
  const body = reader.locator('.markdown');
  await expect(body).toContainText('<script>window.__kbRan = true</script>');
  await expect(body.locator('strong')).toHaveText('test again');
  expect(await body.locator('script').count()).toBe(0);
  expect(await reader.evaluate(() => (window as { __kbRan?: boolean }).__kbRan)).toBeUndefined();
  await context.close();
});

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an uploaded logo replaces the old one on an open page without a reload', async ({
  browser,
}) => {
  const visitor = await openVisitor(browser);
  // The footer is a lazy section: scroll down until it has loaded.
  await expect(async () => {
    await visitor.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(visitor.locator('footer')).toBeAttached({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await visitor.locator('footer').scrollIntoViewIfNeeded();
  const logo = visitor.locator('footer img[alt=""]').first();
  await expect(logo).toBeVisible();
  const before = await logo.getAttribute('src');

  await openSection('Images');
  const card = admin.getByRole('listitem', { name: 'footer_logo' });
  await card.getByLabel('Replace footer_logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await card.getByRole('button', { name: 'Upload' }).click();
  const url = card.getByTestId('image-url');
  await expect(url).not.toHaveText(before ?? '');
  const after = (await url.textContent())!;
  await expect(logo).toHaveAttribute('src', after, live);
  expect(after).not.toBe(before);

  // A file that is not an image is refused with the server's message.
  await card.getByLabel('Replace footer_logo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(card.getByRole('alert')).toBeVisible();
  await visitor.context().close();
});

test('a staff admin cannot open the admin users screen nor call its endpoints', async ({
  browser,
}) => {
  const staff = { email: `staff.${stamp}@e2e.test`, password: `staff-${stamp}-password` };
  await openSection('Admin users');
  await adminApi('POST', '/api/admin/admins', { ...staff, role: 'staff', name: 'Lerato Staff' });
  // admin_users is not on the admin realtime channel: the list shows the new admin after a reload.
  await admin.reload();
  await expect(admin.getByRole('list', { name: 'Admin users' })).toContainText(staff.email);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, staff.email, staff.password);
  const nav = page.getByRole('navigation', { name: 'Admin sections' }).first();
  await expect(nav.getByRole('link', { name: 'Packages & pricing' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin users' })).toHaveCount(0);
  await page.goto('/#/admin?section=admin-users');
  await expect(page.getByText('Only the owner can manage admin users')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add admin' })).toHaveCount(0);

  const staffToken = await page.evaluate(() => localStorage.getItem('admin_session_token'));
  const headers = { authorization: `Bearer ${staffToken}` };
  expect((await page.request.get('/api/admin/admins', { headers })).status()).toBe(403);
  const create = await page.request.post('/api/admin/admins', {
    headers,
    data: { email: `x.${stamp}@e2e.test`, password: 'another-password', role: 'owner' },
  });
  expect(create.status()).toBe(403);
  await context.close();
});
