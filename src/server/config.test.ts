import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: './data',
      seedDemo: true,
      env: 'production',
    });
  });

  it('names the variable and the value when PORT is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'PORT must be a whole number from 1 to 65535 (got "abc")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT /);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
  });

  it('treats empty values as unset and hides passwords in messages', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD must be at least 8 characters (got "***")',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-pw' })).toThrow(
      /ADMIN_EMAIL must be set/,
    );
  });

  it('reads booleans and the rate limit', () => {
    const config = loadConfig({ SEED_DEMO: 'false', TRUST_PROXY: '1', RATE_LIMIT_MAX: '50' });
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(config.rateLimitMax).toBe(50);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(
      'SEED_DEMO must be true or false (got "maybe")',
    );
  });
});
