import type { Seo } from '@shared/contracts/public-site';

/**
 * Puts a page's SEO settings into <head>. The server already renders them into index.html for link
 * previews: existing tags are updated in place, never added twice.
 */

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.setAttribute('content', content);
}

function absolute(url: string, doc: Document): string {
  try {
    return new URL(url, doc.baseURI).href;
  } catch {
    return url;
  }
}

export function applySeo(seo: Seo, doc: Document = document): void {
  if (seo.metaTitle) doc.title = seo.metaTitle;
  upsertMeta(doc, 'name', 'description', seo.metaDescription);
  upsertMeta(doc, 'name', 'keywords', seo.metaKeywords.join(', '));
  upsertMeta(doc, 'property', 'og:title', seo.ogTitle || seo.metaTitle);
  upsertMeta(doc, 'property', 'og:description', seo.ogDescription || seo.metaDescription);
  upsertMeta(doc, 'property', 'og:type', 'website');
  upsertMeta(doc, 'property', 'og:image', seo.ogImage ? absolute(seo.ogImage, doc) : '');
  upsertMeta(doc, 'name', 'twitter:card', seo.ogImage ? 'summary_large_image' : 'summary');
  upsertMeta(doc, 'name', 'twitter:title', seo.ogTitle || seo.metaTitle);
  upsertMeta(doc, 'name', 'twitter:description', seo.ogDescription || seo.metaDescription);
  upsertMeta(doc, 'name', 'twitter:image', seo.ogImage ? absolute(seo.ogImage, doc) : '');

  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (seo.canonicalUrl) {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = absolute(seo.canonicalUrl, doc);
  }

  applyJsonLd(seo.jsonLd, doc);
}

/**
 * The JSON-LD blocks (organization, service with offers in ZAR, the stored structured data). Existing
 * blocks are reused in order; a block that cannot be serialised is skipped (SPEC.md section 8).
 */
export function applyJsonLd(blocks: readonly unknown[], doc: Document = document): void {
  const texts: string[] = [];
  for (const block of blocks) {
    try {
      const text = JSON.stringify(block);
      // '<' is escaped so a value can never close the script element.
      if (text) texts.push(text.replace(/</g, '\\u003c'));
    } catch {
      // Ignored, as a structured-data parse failure is.
    }
  }
  const existing = [
    ...doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
  ];
  texts.forEach((text, index) => {
    let script = existing[index];
    if (!script) {
      script = doc.createElement('script');
      script.type = 'application/ld+json';
      doc.head.append(script);
    }
    if (script.textContent !== text) script.textContent = text;
  });
  for (const extra of existing.slice(texts.length)) extra.remove();
}
