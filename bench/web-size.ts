import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip bytes of the JS and CSS the landing route loads before it renders (from the built index.html). */
export function landingInitialSize(webDir = 'dist/web'): {
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
} {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(refs)].filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  let js = 0;
  let css = 0;
  for (const file of files) {
    const path = join(webDir, file.replace(/^\//, ''));
    const gz = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path)).length;
    if (file.endsWith('.js')) js += gz;
    else css += gz;
  }
  return { jsGzipKb: js / 1024, cssGzipKb: css / 1024, files };
}
