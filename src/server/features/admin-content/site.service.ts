import type { z } from 'zod';
import {
  siteSettingKeys,
  siteSettingSchemas,
  type AdminBranding,
  type brandingUpdateSchema,
  type footerUpdateSchema,
  type SiteSettingKey,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { footerContent, siteBranding, siteSettings } from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { getFooter } from '../site-content/site-content.service';
import { defined } from './content-rows';

/** Site-wide content: branding, site settings and the footer (issue 8). */

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
