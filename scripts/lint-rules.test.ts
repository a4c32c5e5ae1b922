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

  it('keeps number formats in src/shared/format.ts: a hand-made Intl.NumberFormat elsewhere fails', async () => {
    const message = 'Format figures with src/shared/format.ts (formatMoney, formatNumber, formatPercent, formatCount).';
    const code = "export const percent = new Intl.NumberFormat('nl-BE', { style: 'percent' });\n";
    expect(await messages(code, 'src/features/draft/components/example.tsx')).toEqual([message]);
    expect(await messages(code, 'server/modules/invoice/documents/example.ts')).toEqual([message]);
    expect(await messages(code, 'src/shared/format.ts')).toEqual([]);
  });

  it('forbids passing a constant on from a module that is not its home', async () => {
    const message = 'Import a constant from its home (src/shared/constants/<domain>.ts); do not re-export it.';
    expect(
      await messages(
        "export { CONTRACT_SORT_COLUMNS } from '../constants/contract';\n",
        'src/shared/endpoints/example.ts',
      ),
    ).toEqual([message]);
    expect(
      await messages(
        "import { PAGE_SIZES } from '../constants/common';\n\nexport { PAGE_SIZES };\n",
        'src/shared/schemas/example.ts',
      ),
    ).toEqual([message]);
  });

  it("keeps a feature out of another feature's rooms: only its public index.ts is open", async () => {
    const deep = await messages(
      "import { InvoicesSummaryStrip } from '@/features/invoice/components/invoices-summary';\nexport const f = () => InvoicesSummaryStrip;\n",
      'src/features/company/components/example.tsx',
    );
    expect(deep).toEqual([expect.stringContaining('features')]);
    const allowed = await messages(
      "import { MailingProgress } from '@/features/invoice';\nimport { companyQueries } from '../api/company-api';\nexport const f = () => [MailingProgress, companyQueries];\n",
      'src/features/company/components/example.tsx',
    );
    expect(allowed).toEqual([]);
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

  it("keeps a module out of another module's routes: the caller comes from the security plugin", async () => {
    const found = await messages(
      "import { actorOf } from '../company/company-routes';\nimport { invoiceDetailOf } from '../../invoice/invoice-read-routes';\nexport const f = () => [actorOf, invoiceDetailOf];\n",
      'server/modules/mail/example.ts',
    );
    expect(found).toEqual([
      expect.stringContaining("No module imports another module's"),
      expect.stringContaining("No module imports another module's"),
    ]);
    const allowed = await messages(
      "import { userIdOf } from '../../plugins/security';\nimport { routes } from './mail-routes';\nimport { registerRoutes } from '../../http/routes';\nexport const f = () => [userIdOf, routes, registerRoutes];\n",
      'server/modules/mail/example.ts',
    );
    expect(allowed).toEqual([]);
  });

  it('keeps source files at 500 lines at most (src/, server/, scripts/, bench/), tests and the generated route tree aside', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
    expect(await messages(lines(501), 'server/modules/example/example-repository.ts')).toEqual([
      expect.stringContaining('File has too many lines (501). Maximum allowed is 500.'),
    ]);
    expect(await messages(lines(501), 'bench/example.ts')).toHaveLength(1);
    expect(await messages(lines(500), 'scripts/example.ts')).toEqual([]);
    expect(await messages(lines(501), 'server/modules/example/example-routes.test.ts')).toEqual([]);
    expect(await messages(lines(501), 'src/shared/schemas/example.ts')).toEqual([
      expect.stringContaining('File has too many lines (501). Maximum allowed is 500.'),
    ]);
    expect(await messages(lines(501), 'src/features/example/example.test.ts')).toEqual([]);
  });
});
