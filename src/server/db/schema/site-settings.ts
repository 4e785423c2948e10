import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Branding strings by name: company_name, tagline, whatsapp_number, support_email, footer images. */
export const siteBranding = pgTable(
  'site_branding',
  {
    id: id(),
    settingName: text('setting_name').notNull(),
    settingValue: text('setting_value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_branding_setting_name_key').on(t.settingName)],
);

/** Structured settings by key: live_stats, eft_bank_details, support_hours, ... */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: id(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_settings_key_key').on(t.key)],
);

export type SiteBranding = typeof siteBranding.$inferSelect;
export type NewSiteBranding = typeof siteBranding.$inferInsert;
export type SiteSetting = typeof siteSettings.$inferSelect;
export type NewSiteSetting = typeof siteSettings.$inferInsert;
