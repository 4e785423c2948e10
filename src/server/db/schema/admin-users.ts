import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from './columns';

export const adminRoles = ['owner', 'staff'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    /** Stored trimmed and lower-cased (SPEC.md section 5); the check keeps it that way. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    role: text('role', { enum: adminRoles }).notNull().default('staff'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_email_key').on(t.email),
    check('admin_users_email_lower', sql`${t.email} = lower(${t.email})`),
    oneOf('admin_users_role_check', t.role, adminRoles),
  ],
);

export type AdminUser = typeof adminUsers.$inferSelect;
export type NewAdminUser = typeof adminUsers.$inferInsert;
