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
export function routeInitialWeight(
  routeModules: string | string[],
  webDir = 'dist/web',
): RouteWeight {
  const modules = Array.isArray(routeModules) ? routeModules : [routeModules];
  const manifest = JSON.parse(
    readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  for (const routeModule of modules) {
    if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the build`);
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const routeModule of modules) visit(routeModule);
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

/** The route groups of the product: what each needs before its first screen renders. */
export const routeGroups: { name: string; modules: string[] }[] = [
  { name: 'landing (/)', modules: ['app/routes/landing.tsx'] },
  {
    name: 'client portal (/client)',
    modules: ['app/routes/client/client-area.tsx', 'app/routes/client/portal.tsx'],
  },
  {
    name: 'admin (/admin)',
    modules: ['app/routes/admin/admin-area.tsx', 'app/routes/admin/dashboard.tsx'],
  },
];
