import { afterEach, describe, expect, it } from 'vitest';
import type { Seo } from '@shared/contracts/public-site';
import { applySeo } from './seo-tags';

const seo: Seo = {
  pageName: 'home',
  metaTitle: 'StreamVault SA | IPTV',
  metaDescription: 'Streaming for South Africa',
  metaKeywords: ['IPTV', 'sport'],
  ogImage: '/icon-512.png',
  ogTitle: 'StreamVault SA: live sport',
  ogDescription: 'Live sport, movies and series',
  canonicalUrl: 'https://streamvault.example.co.za/',
  structuredData: null,
  jsonLd: [
    { '@type': 'Organization', name: 'StreamVault SA' },
    { '@type': 'Service', name: '</script>' },
  ],
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applySeo', () => {
  it('updates the tags the server rendered instead of adding new ones', () => {
    document.head.innerHTML = `
      <meta name="description" content="old">
      <meta property="og:title" content="old">
      <link rel="canonical" href="https://old.example/">
      <script type="application/ld+json">{"old":true}</script>
      <script type="application/ld+json">{"old":2}</script>
      <script type="application/ld+json">{"old":3}</script>`;
    applySeo(seo);
    applySeo(seo);
    expect(document.title).toBe('StreamVault SA | IPTV');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Streaming for South Africa',
    );
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'IPTV, sport',
    );
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(
      document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    ).toMatch(/\/icon-512\.png$/);
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://streamvault.example.co.za/',
    );
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(2);
    expect(JSON.parse(blocks[0]!.textContent!)).toEqual(seo.jsonLd[0]);
    // A value can never close the script element.
    expect(blocks[1]!.textContent).not.toContain('</script>');
    expect(JSON.parse(blocks[1]!.textContent!)).toEqual(seo.jsonLd[1]);
  });

  it('skips a structured-data block that cannot be serialised', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() =>
      applySeo({ ...seo, jsonLd: [circular, { '@type': 'Organization' }] }),
    ).not.toThrow();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
