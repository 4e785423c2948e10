import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  contentPageSlugs,
  siteSettingKeys,
  siteSettingSchemas,
  type AdminBranding,
  type brandingUpdateSchema,
  type contentPageUpdateSchema,
  type footerUpdateSchema,
  type homepageContentInputSchema,
  type homepageSectionCreateSchema,
  type homepageSectionUpdateSchema,
  type seoUpdateSchema,
  type SiteSettingKey,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import {
  contentPages,
  footerContent,
  homepageContent,
  seoSettings,
  siteBranding,
  siteSettings,
} from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { getFooter, parseSectionContent } from '../site-content/site-content.service';
import { defined, found, reorder, serialise } from './content-rows';

/** Homepage, branding, settings, footer, policy pages and SEO (issue 8, parts 2 and 3). */

// ---------------------------------------------------------------------------------------------
// Homepage sections

type HomepageRow = typeof homepageContent.$inferSelect;

function toAdminSection(row: HomepageRow) {
  return {
    id: row.id,
    sectionName: row.sectionName,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    content: parseSectionContent(row.content),
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stored in the spec's shape (snake_case CTAs), which the public parser reads. */
function storedContent(content: z.output<typeof homepageContentInputSchema>) {
  return {
    features: content.features,
    cta_primary: content.ctaPrimary,
    cta_secondary: content.ctaSecondary,
    highlights: content.highlights,
    steps: content.steps,
  };
}

export async function listHomepageSectionsAdmin(db: Db) {
  const rows = await db
    .select()
    .from(homepageContent)
    .orderBy(asc(homepageContent.sortOrder), asc(homepageContent.sectionName));
  return { items: rows.map(toAdminSection) };
}

export async function createHomepageSection(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof homepageSectionCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ n: homepageContent.sortOrder }).from(homepageContent);
    const [row] = await tx
      .insert(homepageContent)
      .values({
        ...input,
        content: storedContent(input.content),
        sortOrder: Math.max(-1, ...existing.map((r) => r.n)) + 1,
      })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.homepage.create',
      {
        table: 'homepage_content',
        id: row!.id,
      },
      { sectionName: input.sectionName },
    );
    return { section: toAdminSection(row!) };
  });
}

export async function updateHomepageSection(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof homepageSectionUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const { content, ...rest } = patch;
    const changes = {
      ...defined(rest),
      ...(content !== undefined ? { content: storedContent(content) } : {}),
    };
    const [row] = await tx
      .update(homepageContent)
      .set(changes)
      .where(eq(homepageContent.id, id))
      .returning();
    found(row, 'Homepage section');
    await auditAdmin(
      tx,
      actor,
      'content.homepage.update',
      { table: 'homepage_content', id },
      {
        changes: patch,
      },
    );
    return { section: toAdminSection(row!) };
  });
}

export async function deleteHomepageSection(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(homepageContent).where(eq(homepageContent.id, id)).returning();
    found(row, 'Homepage section');
    await auditAdmin(
      tx,
      actor,
      'content.homepage.delete',
      { table: 'homepage_content', id },
      {
        sectionName: row!.sectionName,
      },
    );
  });
  return { success: true as const };
}

export async function reorderHomepageSections(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorder(db, ids, {
    currentIds: async (tx) =>
      (
        await tx
          .select({ id: homepageContent.id })
          .from(homepageContent)
          .orderBy(asc(homepageContent.sortOrder), asc(homepageContent.sectionName))
      ).map((r) => r.id),
    setOrder: async (tx, id, sortOrder) => {
      await tx.update(homepageContent).set({ sortOrder }).where(eq(homepageContent.id, id));
    },
    after: (tx, order) =>
      auditAdmin(
        tx,
        actor,
        'content.homepage.reorder',
        {
          table: 'homepage_content',
          id: order[0]!,
        },
        { order },
      ),
  });
  return listHomepageSectionsAdmin(db);
}

// ---------------------------------------------------------------------------------------------
// Branding

const brandingColumn: Record<keyof AdminBranding, string> = {
  companyName: 'company_name',
  tagline: 'tagline',
  whatsappNumber: 'whatsapp_number',
  supportEmail: 'support_email',
  footerMascot: 'footer_mascot',
  footerLogo: 'footer_logo',
};

/** The stored values, '' when a key has no row (the public site then shows its default). */
export async function getBrandingAdmin(db: Db): Promise<{ branding: AdminBranding }> {
  const rows = await db.select().from(siteBranding);
  const byName = new Map(rows.map((r) => [r.settingName, r.settingValue]));
  const branding = Object.fromEntries(
    Object.entries(brandingColumn).map(([field, name]) => [field, byName.get(name) ?? '']),
  ) as AdminBranding;
  return { branding };
}

export async function updateBranding(
  db: Db,
  actor: AdminActor,
  patch: z.output<typeof brandingUpdateSchema>,
) {
  const changes = defined(patch);
  await db.transaction(async (tx) => {
    for (const [field, value] of Object.entries(changes)) {
      const settingName = brandingColumn[field as keyof AdminBranding];
      await tx
        .insert(siteBranding)
        .values({ settingName, settingValue: value, isActive: true })
        .onConflictDoUpdate({
          target: siteBranding.settingName,
          set: { settingValue: value, isActive: true, updatedAt: new Date() },
        });
    }
    await auditAdmin(
      tx,
      actor,
      'content.branding.update',
      {
        table: 'site_branding',
        id: Object.keys(changes).join(',') || 'none',
      },
      { changes },
    );
  });
  return getBrandingAdmin(db);
}

// ---------------------------------------------------------------------------------------------
// Site settings: each key validated by its own schema

type SettingRow = typeof siteSettings.$inferSelect;

function toAdminSetting(key: string, row: SettingRow | undefined) {
  return {
    key,
    value: row?.value ?? null,
    description: row?.description ?? null,
    isActive: row?.isActive ?? false,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function listSiteSettingsAdmin(db: Db) {
  const rows = await db.select().from(siteSettings);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return { items: siteSettingKeys.map((key) => toAdminSetting(key, byKey.get(key))) };
}

export async function updateSiteSetting(
  db: Db,
  actor: AdminActor,
  key: SiteSettingKey,
  input: { value: unknown; description?: string | null },
) {
  const parsed = siteSettingSchemas[key].safeParse(input.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['value', ...issue.path.map(String)].join('.');
    throw new AdminConflictError(issue.message, field, 400);
  }
  const value = parsed.data as unknown;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(siteSettings)
      .values({ key, value, description: input.description ?? null, isActive: true })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: {
          value,
          isActive: true,
          updatedAt: new Date(),
          ...(input.description !== undefined ? { description: input.description } : {}),
        },
      })
      .returning();
    // Bank details and the business inbox are not logged in full: only which key changed.
    const sensitive = key === 'eft_bank_details' || key === 'business_email';
    await auditAdmin(
      tx,
      actor,
      'content.setting.update',
      { table: 'site_settings', id: row!.id },
      {
        key,
        ...(sensitive ? {} : { value }),
      },
    );
    return { setting: toAdminSetting(key, row) };
  });
}

// ---------------------------------------------------------------------------------------------
// Footer (one row, section 'main')

export async function getFooterAdmin(db: Db) {
  return { footer: await getFooter(db) };
}

export async function updateFooter(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof footerUpdateSchema>,
) {
  const content = {
    links: input.links.map((l) =>
      l.id ? { text: l.text, id: l.id } : { text: l.text, url: l.url },
    ),
    support_links: input.supportLinks,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(footerContent)
      .values({ sectionName: 'main', description: input.description, content, isActive: true })
      .onConflictDoUpdate({
        target: footerContent.sectionName,
        set: { description: input.description, content, isActive: true, updatedAt: new Date() },
      })
      .returning({ id: footerContent.id });
    await auditAdmin(tx, actor, 'content.footer.update', { table: 'footer_content', id: row!.id });
  });
  return getFooterAdmin(db);
}

// ---------------------------------------------------------------------------------------------
// Policy and help pages (Markdown)

type PageRow = typeof contentPages.$inferSelect;

function toAdminPage(slug: string, row: PageRow | undefined) {
  return {
    id: row?.id ?? null,
    slug,
    title: row?.title ?? '',
    bodyMarkdown: row?.bodyMarkdown ?? '',
    isPublished: row?.isPublished ?? false,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function listContentPagesAdmin(db: Db) {
  const rows = await db.select().from(contentPages);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const extra = rows.filter((r) => !(contentPageSlugs as readonly string[]).includes(r.slug));
  return {
    items: [
      ...contentPageSlugs.map((slug) => toAdminPage(slug, bySlug.get(slug))),
      ...extra.map((r) => toAdminPage(r.slug, r)),
    ],
  };
}

export async function updateContentPage(
  db: Db,
  actor: AdminActor,
  slug: string,
  input: z.output<typeof contentPageUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentPages)
      .values({ slug, ...input })
      .onConflictDoUpdate({ target: contentPages.slug, set: { ...input, updatedAt: new Date() } })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.page.update',
      { table: 'content_pages', id: row!.id },
      {
        slug,
        title: input.title,
        isPublished: input.isPublished,
      },
    );
    return { page: toAdminPage(slug, row) };
  });
}

// ---------------------------------------------------------------------------------------------
// SEO per page

export async function listSeoAdmin(db: Db) {
  const rows = await db.select().from(seoSettings).orderBy(asc(seoSettings.pageName));
  return { items: rows.map(serialise) };
}

export async function updateSeo(
  db: Db,
  actor: AdminActor,
  pageName: string,
  input: z.output<typeof seoUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seoSettings)
      .values({ pageName, ...input })
      .onConflictDoUpdate({
        target: seoSettings.pageName,
        set: { ...input, updatedAt: new Date() },
      })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.seo.update',
      { table: 'seo_settings', id: row!.id },
      {
        pageName,
        metaTitle: input.metaTitle,
      },
    );
    return { seo: serialise(row!) };
  });
}
