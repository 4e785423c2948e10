import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  featureIcons,
  type Branding,
  type Footer,
  type FooterLink,
  type HomepageCta,
  type HomepageFeature,
  type HomepageSection,
  type HomepageSectionContent,
  type ManagedImage,
  type PublicSiteSettings,
} from '@shared/contracts/public-site';
import { defaultBranding } from '@shared/rules/branding';
import type { Db } from '../../db/client';
import {
  clients,
  footerContent,
  homepageContent,
  imageRegistry,
  siteBranding,
  siteSettings,
} from '../../db/schema/index';

// ---------------------------------------------------------------------------------------------
// Homepage sections

/** Active sections by sort order (SPEC.md section 7), with `content` parsed defensively. */
export async function listHomepageSections(db: Db): Promise<HomepageSection[]> {
  const rows = await db
    .select()
    .from(homepageContent)
    .where(eq(homepageContent.isActive, true))
    .orderBy(asc(homepageContent.sortOrder), asc(homepageContent.sectionName));
  return rows.map((row) => ({
    id: row.id,
    sectionName: row.sectionName,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    content: parseSectionContent(row.content),
    sortOrder: row.sortOrder,
  }));
}

/** The spec's content may be a JSON string or an object; anything unusable becomes empty. */
export function parseSectionContent(raw: unknown): HomepageSectionContent {
  const content = asRecord(typeof raw === 'string' ? parseJson(raw) : raw);
  return {
    features: asArray(content.features).flatMap((f) => {
      const feature = parseFeature(f);
      return feature ? [feature] : [];
    }),
    ctaPrimary: parseCta(content.cta_primary ?? content.ctaPrimary),
    ctaSecondary: parseCta(content.cta_secondary ?? content.ctaSecondary),
    highlights: asArray(content.highlights).filter((h): h is string => typeof h === 'string'),
    steps: asArray(content.steps).flatMap((s) => {
      const step = asRecord(s);
      return typeof step.title === 'string'
        ? [{ title: step.title, description: str(step.description) }]
        : [];
    }),
  };
}

function parseFeature(raw: unknown): HomepageFeature | null {
  const f = asRecord(raw);
  if (typeof f.title !== 'string') return null;
  const icon = (featureIcons as readonly unknown[]).includes(f.icon)
    ? (f.icon as HomepageFeature['icon'])
    : 'Shield';
  return { icon, title: f.title, description: str(f.description), color: str(f.color) || 'blue' };
}

function parseCta(raw: unknown): HomepageCta | null {
  if (typeof raw === 'string') return raw ? { text: raw, target: 'order', duration: null } : null;
  const cta = asRecord(raw);
  if (typeof cta.text !== 'string' || !cta.text) return null;
  return {
    text: cta.text,
    target: typeof cta.target === 'string' && cta.target ? cta.target : 'order',
    duration: typeof cta.duration === 'string' ? cta.duration : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Branding

const brandingKeys: Record<string, keyof Branding> = {
  company_name: 'companyName',
  tagline: 'tagline',
  whatsapp_number: 'whatsappNumber',
  support_email: 'supportEmail',
  footer_mascot: 'footerMascot',
  footer_logo: 'footerLogo',
};

/** Active site_branding rows as one object; a missing or empty value keeps its default. */
export async function getBranding(db: Db): Promise<Branding> {
  const rows = await db
    .select({ name: siteBranding.settingName, value: siteBranding.settingValue })
    .from(siteBranding)
    .where(eq(siteBranding.isActive, true));
  const branding = { ...defaultBranding };
  for (const row of rows) {
    const key = brandingKeys[row.name];
    if (key && row.value.trim()) branding[key] = row.value.trim();
  }
  return branding;
}

// ---------------------------------------------------------------------------------------------
// Public site settings: only these keys ever leave the server

const publicSettingKeys = [
  'live_stats',
  'support_hours',
  'eft_bank_details',
  'card_payment_link',
  'free_trial_blocked_dates',
] as const;

/** Reads only the public keys; business_email and anything else stay on the server. */
export async function getPublicSiteSettings(db: Db): Promise<PublicSiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(and(eq(siteSettings.isActive, true), inArray(siteSettings.key, [...publicSettingKeys])));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const stats = asRecord(byKey.get('live_stats'));
  const mode = stats.active_clients_mode === 'real' ? 'real' : 'simulated';
  const bank = asRecord(byKey.get('eft_bank_details'));
  const link = byKey.get('card_payment_link');
  const hours = byKey.get('support_hours');
  return {
    liveStats: {
      channelsCount:
        typeof stats.channels_count === 'number'
          ? `${stats.channels_count.toLocaleString('en-US')}+`
          : str(stats.channels_count) || '2,475+',
      countriesServed: positiveInt(stats.countries_served) ?? 14,
      systemUptime: percentage(stats.system_uptime) ?? 99.1,
      activeClientsMode: mode,
      activeClients: mode === 'real' ? await countActiveClients(db) : null,
    },
    supportHours: typeof hours === 'string' && hours ? hours : '9am-8pm, 7 days',
    eftBankDetails:
      typeof bank.account_number === 'string' || typeof bank.account_number === 'number'
        ? {
            bank: str(bank.bank),
            accountName: str(bank.account_name),
            accountNumber: String(bank.account_number),
            branchCode: str(bank.branch_code),
            accountType: str(bank.account_type),
          }
        : null,
    cardPaymentLink: typeof link === 'string' && link ? link : null,
    freeTrialBlockedDates: asArray(byKey.get('free_trial_blocked_dates')).filter(
      (d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d),
    ),
  };
}

async function countActiveClients(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.status, 'active'));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Managed images

/** Images by key (all when `keys` is empty), each with a URL that changes with its version. */
export async function listImages(db: Db, keys: readonly string[]): Promise<ManagedImage[]> {
  const rows = await db
    .select()
    .from(imageRegistry)
    .where(keys.length ? inArray(imageRegistry.imageKey, [...keys]) : undefined)
    .orderBy(asc(imageRegistry.imageKey));
  return rows.map((row) => ({
    key: row.imageKey,
    url: versionedUrl(row.imageUrl, row.version),
    version: row.version,
    altText: row.altText,
    contentType: row.contentType,
  }));
}

/** Adds `v=<version>` so a replaced image is never served stale; a URL already versioned is kept. */
export function versionedUrl(url: string, version: number): string {
  if (/[?&]v=/.test(url)) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}v=${version}${fragment}`;
}

// ---------------------------------------------------------------------------------------------
// Footer

export const defaultFooter: Footer = {
  description:
    'Live sport, movies and series for South African homes, with local support and simple EFT or card payments. We resell streaming services from licensed content providers.',
  links: [
    { text: 'Packages', id: 'pricing' },
    { text: 'About Us', id: 'about' },
    { text: 'Order Now', id: 'order' },
  ],
  supportLinks: [
    { text: 'Setup Guide', url: '/setup-guide' },
    { text: 'Technical Support', url: '/technical-support' },
    { text: 'App Downloads', url: '/downloads' },
  ],
};

/** The active footer; when its stored JSON cannot be used, the defaults (SPEC.md section 8). */
export async function getFooter(db: Db): Promise<Footer> {
  const [row] = await db
    .select({ description: footerContent.description, content: footerContent.content })
    .from(footerContent)
    .where(eq(footerContent.isActive, true))
    .orderBy(asc(footerContent.createdAt))
    .limit(1);
  if (!row) return defaultFooter;
  return parseFooter(row.description, row.content);
}

export function parseFooter(description: string | null, raw: unknown): Footer {
  const parsed = typeof raw === 'string' ? parseJson(raw) : raw;
  const content = asRecord(parsed);
  const rawLinks = content.links;
  const rawSupport = content.support_links ?? content.supportLinks;
  const links = Array.isArray(rawLinks) ? rawLinks.flatMap(parseFooterLink) : null;
  const supportLinks = Array.isArray(rawSupport)
    ? rawSupport.flatMap((l) => {
        const link = asRecord(l);
        return typeof link.text === 'string' && typeof link.url === 'string'
          ? [{ text: link.text, url: link.url }]
          : [];
      })
    : null;
  const unusable = parsed === undefined || (links === null && supportLinks === null);
  return {
    description: description?.trim() || defaultFooter.description,
    links: unusable || !links ? defaultFooter.links : links,
    supportLinks: unusable || !supportLinks ? defaultFooter.supportLinks : supportLinks,
  };
}

function parseFooterLink(raw: unknown): FooterLink[] {
  const link = asRecord(raw);
  if (typeof link.text !== 'string') return [];
  if (typeof link.id === 'string') return [{ text: link.text, id: link.id }];
  if (typeof link.url === 'string') return [{ text: link.text, url: link.url }];
  return [];
}

// ---------------------------------------------------------------------------------------------
// Defensive JSON helpers

/** Parsed JSON, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' ? Number.parseInt(value.replace(/\D/g, ''), 10) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function percentage(value: unknown): number | null {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 100 ? n : null;
}
