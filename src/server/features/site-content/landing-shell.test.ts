import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultBranding } from '@shared/rules/branding';
import { heroDefaults } from '@shared/rules/hero';
import { homepageContent, siteBranding } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { renderLandingShell } from './landing-shell';

const template = `<!doctype html>
<html lang="en-ZA">
  <head>
    <title>Built title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/landing-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const shellOf = (html: string) =>
  /<div data-landing-shell[\s\S]*?(?=<div id="root">)/.exec(html)?.[0];

describe('the landing page painted by the server before its code runs', () => {
  let t: TestApp;
  let webDir: string;
  const page = async () => (await t.app.inject({ url: '/' })).body;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'shell-web-'));
    writeFileSync(join(webDir, 'index.html'), template);
    t = await buildTestApp({ seed: true, webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('carries the top bar and the hero from the database, just before #root', async () => {
    const shell = shellOf(await page());
    expect(shell).toBeDefined();
    expect(shell).toContain('<h1 id="hero-heading"');
    expect(shell).toContain('>StreamVault SA</h1>');
    expect(shell).toContain('Over 2,475 live channels');
    expect(shell).toContain('No contracts');
    expect(shell).toContain('Get Started Today');
    expect(shell).toContain('Try 24 Hours Free');
    expect(shell).toContain('href="#/client/login"');
    expect(shell).toContain('Business Dashboard');
  });

  it('sends the branding, homepage sections and logo the page renders first, as a data block', async () => {
    const html = await page();
    const block = /<script type="application\/json" id="landing-data">([\s\S]*?)<\/script>/.exec(
      html,
    );
    const data = JSON.parse(block![1]!) as {
      branding: { companyName: string };
      sections: { sectionName: string }[];
      logo: unknown[];
    };
    expect(data.branding.companyName).toBe('StreamVault SA');
    expect(data.sections.map((s) => s.sectionName)).toContain('hero');
    expect(Array.isArray(data.logo)).toBe(true);
  });

  it('loads the code after the first paint: /boot.js instead of the module script and preloads', async () => {
    const html = await page();
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/landing-def.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The stylesheet stays: the first paint needs it.
    expect(html).toContain('href="/assets/index-ghi.css"');
  });

  it('follows a change to the hero or the company name once the NOTIFY arrives', async () => {
    await t.database.db
      .update(homepageContent)
      .set({ title: 'Every match, every channel' })
      .where(eq(homepageContent.sectionName, 'hero'));
    await t.database.db
      .update(siteBranding)
      .set({ settingValue: 'Vault & <Co>' })
      .where(eq(siteBranding.settingName, 'company_name'));
    await vi.waitFor(
      async () => {
        const shell = shellOf(await page());
        expect(shell).toContain('Every match, every channel');
        expect(shell).toContain('>Vault &amp; &lt;Co&gt;</h1>');
      },
      { timeout: 5000, interval: 20 },
    );
  });
});

describe('renderLandingShell', () => {
  it('says what the web hero says when there is no hero section', () => {
    const html = renderLandingShell({
      branding: defaultBranding,
      hero: undefined,
      logoUrl: '/icon-192.png',
    });
    expect(html).toContain(heroDefaults.title);
    expect(html).toContain(heroDefaults.description);
    expect(html).toContain(heroDefaults.ctaPrimary.text);
    expect(html).not.toContain('<ul');
  });
});
