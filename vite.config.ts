import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';
import { preloadRoute, routePreloadMap } from './scripts/vite-preload-route';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
};

// The API server listens on API_PORT in development; Vite proxies /api (HTTP and WebSocket) to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // /sw.js and the web manifest (SPEC.md section 1). Registered by src/web/lib/pwa.ts: the CSP
    // forbids the inline script the plugin would inject.
    VitePWA({
      injectRegister: null,
      filename: 'sw.js',
      manifest: {
        name: 'StreamVault SA',
        short_name: 'StreamVault',
        description:
          'Premium IPTV streaming for South Africa: packages, setup help and your account.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#070d1a',
        background_color: '#070d1a',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell opens offline: every page's code is precached, navigations fall back to
        // index.html. The API is never cached: offline, a call fails and the page says so.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
    preloadRoute('app/routes/landing.tsx'),
    routePreloadMap({
      '/': 'app/routes/landing.tsx',
      '/home': 'app/routes/landing.tsx',
      '/admin/login': 'app/routes/admin/login.tsx',
      '/client/login': 'app/routes/client/login.tsx',
      '/client': 'app/routes/client/portal.tsx',
    }),
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // bench/ reads it to weigh what each route loads before it renders.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
});
