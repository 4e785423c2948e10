import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * APP_SECRET when set; otherwise one generated on the first start and kept beside the embedded
 * database (DATA_DIR/app-secret, readable by the owner only), so `npm start` needs no set-up.
 */
export function resolveAppSecret(
  configured: string | null,
  dataDir: string,
): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  const dir = resolve(dataDir);
  const file = join(dir, 'app-secret');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), generated: false };
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, generated: true };
}
