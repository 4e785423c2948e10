import { expect, test, type Page } from '@playwright/test';

/** Brings every lazy section of the landing page in by scrolling to the bottom step by step. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
  }
}

/** Waits until the page has been open this long: a condition on the page's clock, not a sleep. */
async function pageOpenFor(page: Page, ms: number) {
  await page.waitForFunction((t) => performance.now() > t, ms);
}

/**
 * Opens the landing page and waits for its first screen (the sections come after it), as the
 * page's own code renders it: the server's first paint of it is gone.
 */
async function openLanding(page: Page) {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-landing-shell]')).toHaveCount(0);
}

/** Scrolls a landing-page section into view once it exists. */
async function scrollToSection(page: Page, id: string) {
  await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
}

/** Marks the special popup as shown this session, so it stays out of tests about other things. */
async function withoutPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('popupShownThisSession', 'true'));
}

test.describe('public site', () => {
  test('the server paints the top bar and hero before any code runs, from the database', async ({
    page,
  }) => {
    // The app's code never arrives; only /boot.js runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/#/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StreamVault SA');
    await expect(page.getByText('Over 2,475 live channels', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started Today' })).toBeVisible();
    // Opened on another route it never shows, not even before the code arrives.
    const other = await page.context().newPage();
    await other.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await other.goto('/#/client/login');
    await expect(other.locator('[data-landing-shell]')).toBeAttached();
    await expect(other.locator('[data-landing-shell]')).toBeHidden();
  });

  test('a tap on the first paint before the code runs is carried out once it does', async ({
    page,
  }) => {
    await withoutPopup(page);
    // The page's code waits until the visitor has tapped.
    let release: () => void = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    // Not waiting for 'load': the page's load waits for the code held back here.
    await page.goto('/#/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    await expect(page.locator('[data-landing-shell]')).toBeAttached();
    release();
    await expect(page.getByRole('heading', { name: 'Get Instant Access' })).toBeInViewport();
  });

  test('the landing page shows every section with the seeded content', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await withoutPopup(page);
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StreamVault SA');
    // The hero's line under the heading: the seeded title, unless admin-content.spec (running beside
    // this file) has it changed for a moment.
    await expect(
      page
        .locator('#hero')
        .getByText(/^(Premium TV Streaming for South Africa|Stream the Springboks live \w+)$/),
    ).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Help Center/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Status/ })).toHaveAccessibleName(
      /^Status\s*:\s*all systems operational$/,
    );
    await expect(page.getByRole('link', { name: /Business Dashboard/ })).toHaveAttribute(
      'href',
      '#/admin/login',
    );
    await expect(page.getByRole('link', { name: /Client Dashboard/ })).toHaveAttribute(
      'href',
      '#/client/login',
    );

    await scrollThrough(page);
    await expect(page.getByRole('heading', { name: 'Real-Time Network Status' })).toBeVisible();
    await expect(page.getByText('Always Streaming')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why South Africans choose StreamVault SA' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reliable and secure' })).toBeVisible();
    const threeMonths = page.getByTestId('plan-card').filter({ hasText: '3 Months' });
    await expect(threeMonths.getByText('R500', { exact: true })).toBeVisible();
    await expect(threeMonths.getByText('Save R100')).toBeVisible();
    await expect(
      page.getByTestId('plan-card').filter({ hasText: '6 Months' }).getByRole('button'),
    ).toHaveText(/GET SPECIAL!/);
    await expect(page.getByRole('button', { name: 'Start Stream Test' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Start watching in three steps' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get Instant Access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(page.getByText(/do not host or own any of the content/)).toBeVisible();
    for (const id of [
      'hero',
      'network-status',
      'about',
      'pricing',
      'pricing-packages',
      'stream-test',
      'how-to-use',
      'testimonials',
      'order',
    ]) {
      await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    }
    // The free-trial button brings the order form with the trial chosen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /Try 24 Hours Free/ }).click();
    await expect(page.getByLabel('Duration')).toHaveValue('free-trial');
    await expect(page.getByRole('heading', { name: 'Get Instant Access' })).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('the special popup appears once per session', async ({ page }) => {
    await openLanding(page);
    const popup = page.getByRole('dialog', { name: 'Festive Season Deal' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Order Now' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Get Instant Access' })).toBeInViewport();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pageOpenFor(page, 2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a dismissed banner stays dismissed for the session', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Maybe Later' }).click();
    await scrollToSection(page, 'pricing');
    const notes = page.getByRole('note');
    await expect(notes.first()).toBeVisible();
    const title = (await notes.first().getAttribute('aria-label'))!;
    await page.getByRole('button', { name: `Dismiss ${title}` }).click();
    await expect(page.getByRole('note', { name: title })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToSection(page, 'pricing');
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await expect(page.getByRole('note', { name: title })).toHaveCount(0);
  });

  test('testimonials advance', async ({ page }) => {
    await withoutPopup(page);
    await openLanding(page);
    await scrollToSection(page, 'testimonials');
    const slide = page.getByTestId('testimonial');
    await expect(slide).toBeVisible();
    const first = await slide.textContent();
    await page.mouse.move(0, 0);
    await expect(slide).not.toHaveText(first!, { timeout: 9000 });
  });

  test('the stream test finishes with measured numbers from the server', async ({ page }) => {
    test.setTimeout(60_000);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/public/stream-test/')) requests.push(r.url());
    });
    await withoutPopup(page);
    await openLanding(page);
    await scrollToSection(page, 'stream-test');
    await page.getByRole('button', { name: 'Start Stream Test' }).click();
    const results = page.getByTestId('stream-test-results');
    await expect(results).toBeVisible({ timeout: 25_000 });
    const download = await results.getByText(/Mbps$/).textContent();
    expect(Number.parseFloat(download!)).toBeGreaterThan(0);
    await expect(results.getByText(/^\d+ ms$/)).toBeVisible();
    await expect(page.getByText(/IPTV readiness:/)).toBeVisible();
    await expect(page.getByText('Stream Test Complete')).toBeVisible();
    expect(requests.some((u) => u.includes('/download?bytes='))).toBe(true);
    expect(requests.some((u) => u.includes('/ping'))).toBe(true);
    // Every request is cache-busted.
    expect(new Set(requests).size).toBe(requests.length);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('nothing scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await withoutPopup(page);
    await openLanding(page);
    await scrollThrough(page);
    await expect(page.getByRole('heading', { name: 'Get Instant Access' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    // The mobile menu opens and closes and holds Technical Support.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Technical Support' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the public pages show their content from the database', async ({ page }) => {
    await page.goto('/#/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(/POPIA|Protection of Personal Information/).first()).toBeVisible();

    await page.goto('/#/setup-guide?device=firestick');
    await expect(page.getByRole('heading', { name: /Firestick/ })).toBeVisible();
    await page.getByRole('button', { name: 'PC / Mac' }).click();
    await expect(page.getByRole('heading', { name: /Windows or Mac/ })).toBeVisible();

    await page.goto('/#/status');
    await expect(page.getByTestId('overall-status')).toHaveText('All Systems Operational');
    await expect(page.getByText('Streaming Servers', { exact: true })).toBeVisible();

    await page.goto('/#/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Base');
    const firstArticle = page.getByRole('main').getByRole('listitem').first();
    await expect(firstArticle).toBeVisible();
  });

  test('the app shell opens offline, with an offline notice', async ({
    page,
    context,
    request,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });

    await withoutPopup(page);
    await openLanding(page);
    // The service worker is registered on load and has precached the app shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StreamVault SA');
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await context.setOffline(false);
  });
});
