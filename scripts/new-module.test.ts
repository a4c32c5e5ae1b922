/**
 * The module generator: its names, its refusals, and a real run on a copy of the project whose result
 * typechecks, lints, and passes the generated API test, the endpoint, changes and access gates and the
 * locale gates, having edited no test file.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '../src/shared/catalogue';
import { addModule, namesOf } from './new-module';

/**
 * The sample module: one the project will never have (every module of the catalogue is built), so
 * the copy is given it in its catalogue, with a placeholder screen and its name in the three languages.
 */
const SAMPLE = { key: 'pricenote', path: '/pricenote', showInSideBar: true } as const;
const CATALOGUE = [...MODULE_CATALOGUE, SAMPLE];
const SAMPLE_NAMES = { en: 'Price notes', nl: 'Prijsnota’s', fr: 'Notes de prix' };

/** The copy at `root` with the sample module in its catalogue, a placeholder screen and its name. */
function addSampleModule(root: string) {
  const catalogue = path.join(root, 'src/shared/catalogue.ts');
  const text = readFileSync(catalogue, 'utf8');
  const at = text.indexOf("  { key: 'cms',");
  writeFileSync(
    catalogue,
    `${text.slice(0, at)}  { key: 'pricenote', path: '/pricenote', showInSideBar: true },\n${text.slice(at)}`,
  );
  writeFileSync(
    path.join(root, 'src/routes/_app/pricenote.tsx'),
    [
      "import { createFileRoute } from '@tanstack/react-router';",
      "import { requireModule } from '@/lib/guards';",
      "import { ModulePage } from '@/features/shell/module-page';",
      '',
      "export const Route = createFileRoute('/_app/pricenote')({",
      "  beforeLoad: requireModule('pricenote'),",
      '  component: () => <ModulePage moduleKey="pricenote" />,',
      '});',
      '',
    ].join('\n'),
  );
  for (const [language, name] of Object.entries(SAMPLE_NAMES)) {
    const file = path.join(root, `src/locales/${language}/common.json`);
    const texts = JSON.parse(readFileSync(file, 'utf8')) as { modules: Record<string, string> };
    texts.modules.pricenote = name;
    writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
  }
}

const TYPECHECK_INFO = 'typecheck.tsbuildinfo';

describe('module generator', () => {
  it('derives every name from the record and the module', () => {
    expect(namesOf('price-note', 'pricenote', undefined, CATALOGUE)).toEqual({
      kebab: 'price-note',
      camel: 'priceNote',
      pascal: 'PriceNote',
      plural: 'priceNotes',
      pluralPascal: 'PriceNotes',
      pluralKebab: 'price-notes',
      table: 'price_notes',
      constant: 'PRICE_NOTE',
      moduleKey: 'pricenote',
      spaPath: '/pricenote',
      apiPath: '/api/pricenote/v2/pricenotes',
    });
    expect(namesOf('company', 'company').plural).toBe('companies');
    expect(namesOf('ip-address', 'ipplan', '/api/ipplan/v2/addresses')).toMatchObject({
      plural: 'ipAddresses',
      spaPath: '/ipPlan',
      apiPath: '/api/ipplan/v2/addresses',
    });
  });

  it('refuses a name that is not kebab case and a module the catalogue does not hold', () => {
    expect(() => namesOf('PriceNote', 'pricenote', undefined, CATALOGUE)).toThrow(/kebab case/);
    expect(() => namesOf('price-note', 'pricenote')).toThrow(/No module "pricenote"/);
    expect(() => namesOf('fee', 'fees')).toThrow(/No module "fees"/);
    expect(() => namesOf('dash', 'dashboard')).toThrow(/no screen/);
  });

  describe('on a copy of the project', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'new-module-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    // The gates walk only the new module's routes (GATE_ROUTES): every other route is the main run's.
    // A command that fails rejects with what it printed (vitest, tsc and eslint exit non-zero).
    const run = (command: string, args: string[]) =>
      new Promise<string>((resolve, reject) =>
        execFile(
          command,
          args,
          {
            cwd: root,
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, CI: 'true', GATE_ROUTES: '/api/pricenote/' },
          },
          (error, stdout, stderr) =>
            error
              ? reject(new Error(`${command} ${args.join(' ')}: ${error.message}\n${stdout}\n${stderr}`))
              : resolve(stdout),
        ),
      );

    it('adds a module that typechecks and passes its own tests and the gates', async () => {
      const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean);
      for (const file of files) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        try {
          cpSync(file, path.join(root, file));
        } catch {
          // A file deleted in the working tree but still tracked.
        }
      }
      symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
      // The typecheck's record of the last check (`npm run typecheck`, the tier before), when there is
      // one: the copy's check then reads again only what the new module changed.
      if (existsSync(TYPECHECK_INFO)) cpSync(TYPECHECK_INFO, path.join(root, TYPECHECK_INFO));

      addSampleModule(root);
      const { files: written, edited } = addModule(root, 'price-note', 'pricenote', undefined, CATALOGUE);
      expect(written).toContain('server/db/schema/price-note.ts');
      expect(written).toContain('src/routes/_app/pricenote_.$id.tsx');
      // The gates find the new endpoints and examples themselves: no test file is edited.
      expect(edited.filter((file) => /\.(test|spec)\.tsx?$/.test(file))).toEqual([]);
      expect(readFileSync(path.join(root, 'src/routes/_app/pricenote.tsx'), 'utf8')).toContain('PriceNotesPage');
      expect(readdirSync(path.join(root, 'server/db/migrations')).some((f) => f.endsWith('_price_notes.sql'))).toBe(
        true,
      );
      expect(() => addModule(root, 'price-note', 'pricenote', undefined, CATALOGUE)).toThrow(/exists already/);

      // The typecheck beside the lint and the tests: each is one process, and the unit and tooling tier
      // runs its files one at a time (one worker on two cores), so one after the other left a core idle
      // for most of the tier (the typecheck 65 s, the API files 76 s at load 10, 2026-12-07).
      const typecheck = run('npx', [
        'tsc',
        '--noEmit',
        '-p',
        'tsconfig.json',
        '--incremental',
        '--tsBuildInfoFile',
        TYPECHECK_INFO,
      ]);
      // What the generator wrote or edited (the rest of the copy is the main run's lint).
      const lintable = [...written, ...edited].filter((file) => /\.(ts|tsx)$/.test(file));
      expect(lintable).toContain('e2e/price-notes.spec.ts');
      const lintAndTests = (async () => {
        await run('npx', ['eslint', '--max-warnings', '0', ...lintable]);
        const api = await run('npx', [
          'vitest',
          'run',
          '--project',
          'api',
          'server/modules/price-note',
          'server/gates/endpoints.test.ts',
          'server/gates/changes.test.ts',
          'server/gates/access-matrix.test.ts',
        ]);
        await run('npx', ['vitest', 'run', '--project', 'unit', 'src/testing/locales.test.ts']);
        return api;
      })();
      // Both to their end before the copy is removed, the first failure thrown.
      const [checked, tested] = await Promise.allSettled([typecheck, lintAndTests]);
      for (const outcome of [checked, tested]) if (outcome.status === 'rejected') throw outcome.reason;
      const api = (tested as PromiseFulfilledResult<string>).value;
      // A failing run throws (vitest exits non-zero); these say the new module's tests did run.
      expect(api).toContain('price-note-routes.test.ts');
      expect(api).not.toMatch(/failed/);
      expect(api).toMatch(/endpoint gate: [1-9]\d* routes answered/);
      // A limit, not a speed target: a typecheck and a lint of a whole copy, and four API files, while
      // other test files share the two cores.
    }, 900_000);
  });
});
