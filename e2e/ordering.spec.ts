import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail';

/**
 * Issue 5 end to end: an order opens WhatsApp with its summary, 'Express Your Interest' is taken,
 * and an app's installation guide sent by email arrives.
 */

declare global {
  interface Window {
    openedUrls: string[];
  }
}

/** Records what the page opens in a new tab (a download) instead of opening it. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    window.openedUrls = [];
    window.open = (url?: string | URL) => {
      window.openedUrls.push(String(url));
      return { opener: null } as unknown as Window;
    };
  });
}

/** Keeps the special popup out of the way: it is shown once per session. */
async function withoutPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('popupShownThisSession', 'true'));
}

async function openLanding(page: Page, { recordOpens = true } = {}) {
  await withoutPopup(page);
  if (recordOpens) await recordWindowOpen(page);
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code has taken over from the server's first paint.
  await expect(page.locator('[data-landing-shell]')).toHaveCount(0);
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe('ordering', () => {
  test('an order is placed, confirmed by email and opens WhatsApp with its summary', async ({
    page,
  }) => {
    const email = `order-${unique()}@e2e.test`;
    // A real tab this time: it must open at the click, then go to the chat once the order is in.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
    await openLanding(page, { recordOpens: false });
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    const form = page.getByRole('form', { name: 'Get Instant Access' });
    await expect(form).toBeInViewport();

    await form.getByLabel(/^Full Name/).fill('Thandi Nkosi');
    await form.getByLabel(/^Email Address/).fill(email);
    await form.getByLabel(/^WhatsApp Number/).fill('072 123 4567');
    await form.getByLabel(/^Select Package/).selectOption({ label: '3 Months - R500' });
    await expect(form.getByLabel(/^Duration/)).toHaveValue('3-months');
    await form.getByLabel(/^Device/).selectOption('firestick');
    await form.getByLabel(/^Internet Platform/).selectOption('other');
    await form.getByLabel(/^Specify Your Platform/).fill('Starlink');
    await form.getByLabel(/^Internet Speed/).fill('50 Mbps');
    await form.getByRole('radio', { name: 'Email' }).check();
    const chatTab = page.waitForEvent('popup');
    await form.getByRole('button', { name: /Start Streaming Now/ }).click();

    await expect(page.getByText('Order Submitted Successfully!')).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
    const chat = await chatTab;
    await chat.waitForURL(/^https:\/\/wa\.me\/27820000000\?text=/);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    const text = decodeURIComponent(chat.url().split('?text=')[1]!);
    expect(text).toContain('Name: Thandi Nkosi');
    expect(text).toContain('Package: 3 Months');
    expect(text).toContain('Price: R 500.00');
    expect(text).toContain('Duration: 3 Months');
    expect(text).toContain('Device: Amazon Firestick');
    expect(text).toContain('Internet platform: Other: Starlink');
    expect(text).toContain('Internet speed: 50 Mbps');
    const reference = /Payment reference: (REF-[A-Z0-9]{7})/.exec(text)?.[1];
    expect(reference).toBeTruthy();

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain('3 Months');
    expect(mail.text).toContain(reference!);
  });

  test("'Express Your Interest' opens from a plan card and is taken", async ({ page }) => {
    await openLanding(page);
    await page.locator('[id="pricing"]').scrollIntoViewIfNeeded();
    const card = page.getByTestId('plan-card').filter({ hasText: 'Month to Month' });
    await card.getByRole('button', { name: /^Buy Now/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Express Your Interest' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your package')).toContainText('Month to Month');
    await dialog.getByLabel(/^First Name/).fill('Sipho');
    await dialog.getByLabel(/^Last Name/).fill('Dlamini');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`interest-${unique()}@e2e.test`);
    await dialog.getByLabel(/^WhatsApp Number/).fill('+27821234567');
    await dialog.getByRole('button', { name: /Submit Interest/ }).click();

    await expect(page.getByText('Interest Submitted Successfully!')).toBeVisible();
    await expect(
      page.getByText(/We will contact you by WhatsApp shortly with payment details/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an installation guide sent by email arrives', async ({ page }) => {
    const email = `guide-${unique()}@e2e.test`;
    await openLanding(page);
    await page.locator('[id="how-to-use"]').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Download IPTV Smarters Pro' }).click();

    const dialog = page.getByRole('dialog', { name: 'IPTV Smarters Pro' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Download + instructions by email' }).check();
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByRole('button', { name: /Download & Send/ }).click();

    await expect(page.getByText('Download Started')).toBeVisible();
    await expect(page.getByText('Instructions Sent!')).toBeVisible();
    expect(await page.evaluate(() => window.openedUrls)).toEqual(['https://www.iptvsmarters.com/']);
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toContain('IPTV Smarters Pro');
    expect(mail.text).toContain('Login with Xtream Codes API');
  });
});
