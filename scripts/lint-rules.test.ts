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
    const found = await messages("import { z } from 'zod';\nexport const s = z.string();\n", 'src/schemas/example.ts');
    expect(found.some((m) => m.includes('Import zod as a namespace'))).toBe(true);
  });
});
