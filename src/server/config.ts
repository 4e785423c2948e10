import { z } from 'zod';

/**
 * Configuration from the environment, validated once at start-up. A bad value stops the process
 * with one line naming the variable (see main.ts); nothing reads process.env elsewhere.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    });

const postgresUrl = z.string().refine((v) => /^postgres(ql)?:\/\/.+/.test(v) && URL.canParse(v), {
  message: 'must be a postgres:// or postgresql:// URL',
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumber(1, 65535).default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://example.co.za' }).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX: wholeNumber(1, 10_000_000).default(600),
  FORM_RATE_LIMIT_MAX: wholeNumber(1, 10_000_000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  STREAM_TEST_MAX_BPS: wholeNumber(1024, 10_000_000_000).optional(),
  APP_SECRET: z
    .string()
    .min(32, { message: 'must be at least 32 characters (e.g. openssl rand -base64 48)' })
    .optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v) && URL.canParse(v), {
      message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.co.za:465',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  WHATSAPP_TOKEN: z
    .string()
    .min(10, { message: 'must be a WhatsApp Cloud API access token' })
    .optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, { message: 'must be the numeric phone number id' })
    .optional(),
  WHATSAPP_API_URL: z.url({ message: 'must be a URL' }).default('https://graph.facebook.com/v21.0'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  publicUrl: string | null;
  trustProxy: boolean;
  /** Requests per minute per IP, all routes together. */
  rateLimitMax: number;
  /** Submissions per minute per IP to the public forms (orders, interest, install guides). */
  formRateLimitMax: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  firstAdmin: { email?: string; password?: string };
  /** Stream-test download pace in bytes/s per response, for tests and the bench; null: unthrottled. */
  streamTestMaxBps: number | null;
  /**
   * Key material for encryption at rest (streaming logins). Unset: generated once and kept in
   * DATA_DIR/app-secret (see start.ts); several instances must share one, so set it in production.
   */
  appSecret: string | null;
  /** Email delivery; null leaves email in the outbox to send by hand. */
  smtp: { url: string; from: string } | null;
  /** WhatsApp Business Cloud API; null leaves WhatsApp messages to send by hand. */
  whatsapp: { token: string; phoneNumberId: string; apiUrl: string } | null;
  version: string;
}

export class ConfigError extends Error {}

/** Empty strings count as unset, as they do in most .env files. */
export function loadConfig(env: NodeJS.ProcessEnv, version = '0.0.0'): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    const shown = got === undefined ? '' : ` (got "${name.includes('PASSWORD') ? '***' : got}")`;
    throw new ConfigError(`${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) {
    throw new ConfigError('ADMIN_EMAIL must be set when ADMIN_PASSWORD is set');
  }
  if (Boolean(e.WHATSAPP_TOKEN) !== Boolean(e.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    formRateLimitMax: e.FORM_RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    firstAdmin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    streamTestMaxBps: e.STREAM_TEST_MAX_BPS ?? null,
    appSecret: e.APP_SECRET ?? null,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? 'no-reply@localhost' } : null,
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: e.WHATSAPP_API_URL,
          }
        : null,
    version,
  };
}

/** Defaults for tests and tools: everything a test does not care about. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        APP_SECRET: 'test-app-secret-0123456789-abcdefghijklmnop',
      },
      'test',
    ),
    ...overrides,
  };
}
