import { expect, test, type Page } from '@playwright/test';

const demoStreamingPassword = 'demo-stream-8472';

async function clientSignIn(page: Page, username: string, password: string) {
  await page.goto('/#/client/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Portal');
}

test.describe('client portal', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the demo client runs their subscription from the portal', async ({ page }) => {
    await clientSignIn(page, 'demo', 'demo12345');

    // Subscription and the masked streaming login: reveal and copy.
    const card = page.getByTestId('subscription-card');
    await expect(card).toContainText('3 Months');
    await expect(card).toContainText('days left');
    await expect(page.getByTestId('streaming-password')).toHaveText('••••••••');
    await page.getByRole('button', { name: 'Reveal password' }).click();
    await expect(page.getByTestId('streaming-password')).toHaveText(demoStreamingPassword);
    await expect(page.getByTestId('streaming-m3u-link')).toContainText('get.php?username=thabo01');
    await page.getByRole('button', { name: 'Copy Password' }).click();
    await expect(page.getByText('Password copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demoStreamingPassword);

    // Upgrade request: the difference, then pending.
    await page.getByLabel('New package').selectOption({ label: '6 Months - R 900.00' });
    await expect(page.getByTestId('upgrade-difference')).toContainText('Price difference');
    await page.getByRole('button', { name: 'Request upgrade' }).click();
    await expect(page.getByText('Your upgrade request is waiting for an answer.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Upgrade requests' })).toContainText('Pending');

    // A ticket, then a reply in its thread.
    await page.getByLabel('Subject').fill('Buffering on sport channels');
    await page.getByLabel('Message', { exact: true }).fill('It buffers every evening.');
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await page.getByRole('button', { name: /Buffering on sport channels/ }).click();
    const thread = page.getByRole('list', { name: 'Conversation' });
    await expect(thread).toContainText('It buffers every evening.');
    await page.getByLabel('Your reply').fill('Also on weekends.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread).toContainText('Also on weekends.');

    // A content request.
    await page.getByLabel('Type').selectOption('movie');
    await page.getByLabel('Title').fill('Tsotsi');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('list', { name: 'Your content requests' })).toContainText(
      'Movie: Tsotsi',
    );

    // A proof of payment, shown as pending.
    await page.getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment History');
    await expect(page.getByTestId('payment-reference')).toHaveText('SV-DEMO01');
    await page.getByLabel('Proof of payment').setInputFiles({
      name: 'eft-proof.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
    });
    await page.getByLabel('Amount paid (optional)').fill('500');
    await page.getByRole('button', { name: 'Upload proof' }).click();
    const proofs = page.getByRole('table', { name: 'Proofs of payment' });
    await expect(proofs).toContainText('eft-proof.pdf');
    await expect(proofs).toContainText('Pending');
  });

  test('a client changes their contact number and password, then signs in with it', async ({
    page,
  }) => {
    await clientSignIn(page, 'zanele', 'demo12345');
    await page.getByRole('link', { name: 'Account' }).click();
    const phone = page.getByLabel('WhatsApp number');
    await expect(phone).toHaveValue('27840000000');
    await phone.fill('082 123 4567');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Details Saved')).toBeVisible();
    await expect(phone).toHaveValue('27821234567');

    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('demo12345');
    await page.getByLabel(/^New password/).fill('zanele-new-pass-1');
    await page.getByLabel('Confirm new password').fill('zanele-new-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Portal');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');

    await clientSignIn(page, 'zanele', 'zanele-new-pass-1');
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByLabel('WhatsApp number')).toHaveValue('27821234567');
  });
});
