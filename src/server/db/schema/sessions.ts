import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf } from './columns';

export const sessionSubjectTypes = ['admin', 'client'] as const;
export type SessionSubjectType = (typeof sessionSubjectTypes)[number];

/** Server-side sessions: only the SHA-256 (hex) of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    subjectType: text('subject_type', { enum: sessionSubjectTypes }).notNull(),
    /** An admin_users or clients id, depending on subject_type. */
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_subject_idx').on(t.subjectType, t.subjectId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    oneOf('sessions_subject_type_check', t.subjectType, sessionSubjectTypes),
  ],
);

/** Every login attempt, for throttling per account and per IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    subjectType: text('subject_type', { enum: sessionSubjectTypes }).notNull(),
    /** The email or username as typed (normalised), whether or not such a user exists. */
    identifier: text('identifier').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    /** Set on the failure that blocked the account: it may not sign in before this time. */
    blockedUntil: at('blocked_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_identifier_idx').on(t.subjectType, t.identifier, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    oneOf('login_attempts_subject_type_check', t.subjectType, sessionSubjectTypes),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type NewLoginAttempt = typeof loginAttempts.$inferInsert;
