import type { Plugin, Rollup } from 'vite';

type Bundle = Rollup.OutputBundle;

/** A lazy route's chunk and the chunks it imports, apart from what the entry already loads. */
function routeChunks(bundle: Bundle, routeModule: string): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const route = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
  if (!route) return [];
  const entry = chunks.find((c) => c.isEntry);
  const skip = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || skip.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(route.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * Adds `<link rel="modulepreload">` for a lazy route's chunk and its static imports to index.html, so
 * the browser fetches them alongside the entry instead of after it has run (the landing page is what
 * most visitors open first; its largest paint waits on its chunk).
 */
export function preloadRoute(routeModule: string): Plugin {
  return {
    name: 'preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return {
          html,
          tags: routeChunks(ctx.bundle, routeModule).map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * Writes `<meta name="route-preloads">` with the chunks of the pages people open directly (hash
 * route to chunk list). public/boot.js preloads the current route's chunks beside the entry, where
 * they would otherwise wait for the entry to run and ask for them.
 */
export function routePreloadMap(routes: Record<string, string>): Plugin {
  return {
    name: 'route-preload-map',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const map = Object.fromEntries(
          Object.entries(routes).map(([path, module]) => [path, routeChunks(bundle, module)]),
        );
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { name: 'route-preloads', content: JSON.stringify(map) },
              injectTo: 'head' as const,
            },
          ],
        };
      },
    },
  };
}
