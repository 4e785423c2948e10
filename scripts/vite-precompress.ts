import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

/** Writes .gz and .br beside each built text asset so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const file of await listFiles(outDir)) {
        if (!compressible.test(file) || file.endsWith('.map')) continue;
        const body = await readFile(file);
        if (body.length < 1024) continue;
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const files: string[] = [];
  for (const entry of entries) {
    const full = join(dir, entry);
    if ((await stat(full)).isDirectory()) files.push(...(await listFiles(full)));
    else files.push(full);
  }
  return files;
}
