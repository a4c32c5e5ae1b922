import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's own lint gates, run on deliberately broken snippets through the real config. */
const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('lint gates', () => {
  it('flags user-visible text in JSX and in literal accessible names', async () => {
    const found = await messages(
      'export const A = () => <button aria-label="Close dialog" title={\'x\'}>Save changes</button>;\n',
      'src/components/ui/example.tsx',
    );
    expect(found).toEqual([
      'User-visible text belongs in src/locales (t(...)), not in a literal prop.',
      'User-visible text belongs in src/locales (t(...)), not in JSX.',
    ]);
  });

  it('lets symbols and translated text through', async () => {
    expect(
      await messages(
        "export const A = ({ t }: { t: (k: string) => string }) => <span>{t('actions.save')} ›</span>;\n",
        'src/components/ui/example.tsx',
      ),
    ).toEqual([]);
  });

  it('forbids importing zod as `{ z }` or a default', async () => {
    const found = await messages(
      "import { z } from 'zod';\nexport const s = z.string();\n",
      'src/shared/schemas/example.ts',
    );
    expect(found.some((m) => m.includes('Import zod as a namespace'))).toBe(true);
  });

  it('forbids passing a constant on from a module that is not its home', async () => {
    const message = 'Import a constant from its home (src/shared/constants/<domain>.ts); do not re-export it.';
    expect(
      await messages(
        "export { CONTRACT_SORT_COLUMNS } from '@/shared/constants/contract';\n",
        'src/shared/endpoints/example.ts',
      ),
    ).toEqual([message]);
    expect(
      await messages(
        "import { PAGE_SIZES } from '../constants/common';\nexport { PAGE_SIZES };\nexport { idParam } from './common';\n",
        'src/shared/schemas/example.ts',
      ),
    ).toEqual([message]);
  });

  it('keeps the layers apart: shared code imports nothing browser-only, the server only shared code', async () => {
    const shared = await messages(
      "import { http } from '@/lib/http';\nexport const f = () => http;\n",
      'src/shared/example.ts',
    );
    expect(shared).toEqual([expect.stringContaining('from elements of type "shared" to elements of type "lib"')]);
    const server = await messages(
      "import { http } from '../../src/lib/http';\nimport { hasRight } from '../../src/shared/access';\nexport const f = () => [http, hasRight];\n",
      'server/http/example.ts',
    );
    expect(server).toEqual([expect.stringContaining('The server imports only src/shared')]);
  });
});
