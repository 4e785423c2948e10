import type { Seo } from '@shared/contracts/public-site';

/**
 * Renders the landing page's SEO into the built index.html: its <title> and description are
 * replaced, and the social-card tags, canonical link and JSON-LD are added before </head>.
 *
 * JSON-LD is a data block (`type="application/ld+json"`), which browsers never execute, so the
 * CSP's `script-src 'self'` (no inline script) does not apply to it (HTML: "data blocks" are not
 * processed as scripts; CSP3 only checks script elements that would run). Inside it, `<` is
 * written as \u003c so no value can close the element.
 */
export function renderIndexHtml(template: string, seo: Seo): string {
  const tags = [
    `<title>${escapeHtml(seo.metaTitle)}</title>`,
    meta('name', 'description', seo.metaDescription),
    seo.metaKeywords.length ? meta('name', 'keywords', seo.metaKeywords.join(', ')) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', seo.ogTitle),
    meta('property', 'og:description', seo.ogDescription),
    seo.ogImage ? meta('property', 'og:image', seo.ogImage) : '',
    seo.canonicalUrl ? meta('property', 'og:url', seo.canonicalUrl) : '',
    meta('property', 'og:locale', 'en_ZA'),
    meta('name', 'twitter:card', seo.ogImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', seo.ogTitle),
    meta('name', 'twitter:description', seo.ogDescription),
    seo.ogImage ? meta('name', 'twitter:image', seo.ogImage) : '',
    seo.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(seo.canonicalUrl)}" />` : '',
    ...seo.jsonLd.map(
      (block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`,
    ),
  ].filter(Boolean);
  const head = template
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/i, '');
  return head.replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON that cannot end its <script> element or open a comment, whatever the values hold. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
