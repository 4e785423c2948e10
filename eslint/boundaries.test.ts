import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function directionErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/import-direction')
    .map((m) => m.message);
}

describe('import-direction lint rule', () => {
  it('refuses web code importing server code', async () => {
    const errors = await directionErrors(
      'src/web/lib/x.ts',
      "import { buildApp } from '../../server/app';\nexport const y = buildApp;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/web may not import src\/server\/app/);
  });

  it('refuses one web feature importing another', async () => {
    const errors = await directionErrors(
      'src/web/features/pricing/components/a.ts',
      "export { b } from '@/features/orders/components/b';\n",
    );
    expect(errors[0]).toMatch(/feature 'pricing' may not import feature 'orders'/);
  });

  it('lets shared tests, and only tests, import vitest', async () => {
    const source = "import { it } from 'vitest';\nit('x', () => {});\n";
    expect(await directionErrors('src/shared/rules/a.test.ts', source)).toEqual([]);
    expect(await directionErrors('src/shared/rules/a.ts', source)).toHaveLength(1);
  });

  it('refuses shared code importing node or our own areas', async () => {
    expect(await directionErrors('src/shared/rules/a.ts', "import 'node:fs';\n")).toHaveLength(1);
    expect(
      await directionErrors('src/shared/rules/a.ts', "import '../../server/config';\n"),
    ).toHaveLength(1);
  });

  it('refuses a service importing Fastify', async () => {
    const errors = await directionErrors(
      'src/server/features/x/x.service.ts',
      "import type { FastifyInstance } from 'fastify';\nexport type A = FastifyInstance;\n",
    );
    expect(errors[0]).toMatch(/services know nothing of HTTP/);
  });

  it('allows the directions the design allows', async () => {
    expect(
      await directionErrors(
        'src/web/app/router.tsx',
        "import { paths } from '@/config/paths';\nimport { a } from '@shared/contracts/errors';\nexport const x = [paths, a];\n",
      ),
    ).toEqual([]);
    expect(
      await directionErrors(
        'src/server/features/x/x.routes.ts',
        "import { y } from './x.service';\nimport { z } from '@shared/contracts/health';\nexport const x = [y, z];\n",
      ),
    ).toEqual([]);
  });
});
