import { and, eq } from 'drizzle-orm';
import type { PublicPackage } from '@shared/contracts/packages';
import type { Branding, Seo } from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { seoSettings } from '../../db/schema/index';
import { listPublicPackages } from '../packages/packages.service';
import { getBranding, parseJson } from '../site-content/site-content.service';

export interface SeoInput {
  page: string;
  /** PUBLIC_URL: makes the canonical link and image URLs absolute. */
  publicUrl: string | null;
}

/**
 * SEO settings of a page with defaults (SPEC.md section 2), and the JSON-LD blocks: the stored
 * structured data (or a default organization) and a service whose offers are the active packages,
 * in ZAR: one price source for the pricing cards, the order form and search engines.
 */
export async function getSeo(db: Db, input: SeoInput): Promise<Seo> {
  const [[row], branding, packages] = await Promise.all([
    db
      .select()
      .from(seoSettings)
      .where(and(eq(seoSettings.pageName, input.page), eq(seoSettings.isActive, true)))
      .limit(1),
    getBranding(db),
    listPublicPackages(db),
  ]);
  const title = row?.metaTitle?.trim() || `${branding.companyName} | ${branding.tagline}`;
  const description =
    row?.metaDescription?.trim() ||
    `${branding.companyName}: live sport, movies and series streaming in South Africa, with local support.`;
  const stored = row?.structuredData ? parseJson(row.structuredData) : undefined;
  const structuredData = stored && typeof stored === 'object' ? stored : null;
  const canonicalUrl =
    row?.canonicalUrl?.trim() || (input.publicUrl ? `${trimSlash(input.publicUrl)}/` : null);
  const ogImage = row?.ogImage?.trim() || null;
  return {
    pageName: input.page,
    metaTitle: title,
    metaDescription: description,
    metaKeywords: (row?.metaKeywords ?? []).filter((k) => typeof k === 'string' && k.trim()),
    ogImage: ogImage ? absoluteUrl(ogImage, input.publicUrl) : null,
    ogTitle: row?.ogTitle?.trim() || title,
    ogDescription: row?.ogDescription?.trim() || description,
    canonicalUrl,
    structuredData,
    jsonLd: [
      structuredData ?? organizationJsonLd(branding, input.publicUrl),
      serviceJsonLd(branding, packages, input.publicUrl),
    ],
  };
}

export function organizationJsonLd(branding: Branding, publicUrl: string | null): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: branding.companyName,
    ...(publicUrl ? { url: `${trimSlash(publicUrl)}/` } : {}),
    logo: absoluteUrl(branding.footerLogo, publicUrl),
    areaServed: 'ZA',
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      ...(branding.supportEmail ? { email: branding.supportEmail } : {}),
      ...(branding.whatsappNumber ? { telephone: branding.whatsappNumber } : {}),
      availableLanguage: ['English'],
    },
  };
}

export function serviceJsonLd(
  branding: Branding,
  packages: readonly PublicPackage[],
  publicUrl: string | null,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${branding.companyName} streaming subscription`,
    serviceType: 'IPTV streaming subscription',
    provider: { '@type': 'Organization', name: branding.companyName },
    areaServed: { '@type': 'Country', name: 'South Africa' },
    offers: packages.map((p) => ({
      '@type': 'Offer',
      name: p.name,
      ...(p.description ? { description: p.description } : {}),
      price: (p.priceCents / 100).toFixed(2),
      priceCurrency: 'ZAR',
      availability: 'https://schema.org/InStock',
      ...(publicUrl ? { url: `${trimSlash(publicUrl)}/#pricing` } : {}),
    })),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function absoluteUrl(url: string, publicUrl: string | null): string {
  if (!publicUrl || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `${trimSlash(publicUrl)}/${url.replace(/^\/+/, '')}`;
}
