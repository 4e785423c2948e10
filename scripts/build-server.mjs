// Bundles the server into dist/server/main.js; npm packages stay external (installed beside it).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.server.json',
  logLevel: 'warning',
});
console.log('server bundle: dist/server/main.js');
