import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  jsGzipKb: number;
  cssGzipKb: number;
  files: string[];
}

/**
 * Gzip bytes of the JS and CSS a route needs before it renders: the entry chunk, the route's own
 * lazy chunk, and everything both import statically (Vite's build manifest lists them).
 */
export function routeInitialWeight(routeModule: string, webDir = 'dist/web'): RouteWeight {
  const manifest = JSON.parse(
    readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the build`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(routeModule);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const path = join(webDir, file);
    const gz = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path)).length;
    if (file.endsWith('.css')) css += gz;
    else js += gz;
  }
  return { jsGzipKb: js / 1024, cssGzipKb: css / 1024, files: [...files] };
}

export function landingInitialSize(webDir?: string): RouteWeight {
  return routeInitialWeight('app/routes/landing.tsx', webDir);
}
