import type { Seo } from '@shared/contracts/public-site';

/**
 * Renders the landing page's SEO into the built index.html: its <title> and description are
 * replaced, and the social-card tags, canonical link and JSON-LD are added before </head>.
 *
 * JSON-LD is a data block (`type="application/ld+json"`), which browsers never execute, so the
 * CSP's `script-src 'self'` (no inline script) does not apply to it (HTML: "data blocks" are not
 * processed as scripts; CSP3 only checks script elements that would run). Inside it, `<` is
 * written as \u003c so no value can close the element. `firstPaint` is HTML put before #root for
 * the browser to paint before the JavaScript runs (site-content/landing-shell.ts).
 */
export function renderIndexHtml(template: string, seo: Seo, firstPaint = ''): string {
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
  const html = head
    .replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `${firstPaint}<div id="root"></div>`);
  return firstPaint ? loadCodeAfterPaint(html) : html;
}

/**
 * With a first paint in the HTML the page's code no longer needs to come first: the built module
 * script and its preloads give way to /boot.js (web public/boot.js), which hides the first paint
 * on other routes and requests the code once the browser has painted it.
 */
function loadCodeAfterPaint(html: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const boot = () =>
    `<script src="/boot.js" data-entry="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(entry[0], boot);
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
