import type { Plugin } from 'vite';

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
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const route = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
        if (!route) return html;
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
        return {
          html,
          tags: [...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
