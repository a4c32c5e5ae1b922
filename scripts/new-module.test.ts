/**
 * The module generator: its names, its refusals, and a real run on a copy of the project whose result
 * typechecks, lints, and passes the generated API test, the endpoint, changes and access gates and the
 * locale gates, having edited no test file.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addModule, namesOf } from './new-module';

const TYPECHECK_INFO = 'typecheck.tsbuildinfo';

describe('module generator', () => {
  it('derives every name from the record and the module', () => {
    expect(namesOf('service-fee', 'servicefee')).toEqual({
      kebab: 'service-fee',
      camel: 'serviceFee',
      pascal: 'ServiceFee',
      plural: 'serviceFees',
      pluralPascal: 'ServiceFees',
      pluralKebab: 'service-fees',
      table: 'service_fees',
      constant: 'SERVICE_FEE',
      moduleKey: 'servicefee',
      spaPath: '/servicefee',
      apiPath: '/api/servicefee/v2/servicefees',
    });
    expect(namesOf('company', 'company').plural).toBe('companies');
    expect(namesOf('ip-address', 'ipplan', '/api/ipplan/v2/addresses')).toMatchObject({
      plural: 'ipAddresses',
      spaPath: '/ipPlan',
      apiPath: '/api/ipplan/v2/addresses',
    });
  });

  it('refuses a name that is not kebab case and a module the catalogue does not hold', () => {
    expect(() => namesOf('ServiceFee', 'servicefee')).toThrow(/kebab case/);
    expect(() => namesOf('fee', 'fees')).toThrow(/No module "fees"/);
    expect(() => namesOf('dash', 'dashboard')).toThrow(/no screen/);
  });

  describe('on a copy of the project', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'new-module-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    // The gates walk only the new module's routes (GATE_ROUTES): every other route is the main run's.
    const run = (command: string, args: string[]) =>
      execFileSync(command, args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, CI: 'true', GATE_ROUTES: '/api/servicefee/' },
      });

    it('adds a module that typechecks and passes its own tests and the gates', () => {
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

      const { files: written, edited } = addModule(root, 'service-fee', 'servicefee');
      expect(written).toContain('server/db/schema/service-fee.ts');
      expect(written).toContain('src/routes/_app/servicefee_.$id.tsx');
      // The gates find the new endpoints and examples themselves: no test file is edited.
      expect(edited.filter((file) => /\.(test|spec)\.tsx?$/.test(file))).toEqual([]);
      expect(readFileSync(path.join(root, 'src/routes/_app/servicefee.tsx'), 'utf8')).toContain('ServiceFeesPage');
      expect(readdirSync(path.join(root, 'server/db/migrations')).some((f) => f.endsWith('_service_fees.sql'))).toBe(
        true,
      );
      expect(() => addModule(root, 'service-fee', 'servicefee')).toThrow(/exists already/);

      run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', TYPECHECK_INFO]);
      run('npx', [
        'eslint',
        '--max-warnings',
        '0',
        'src/features/service-fee',
        'src/routes/_app',
        'server/modules/service-fee',
        'server/db',
        'src/shared',
        'e2e/service-fees.spec.ts',
      ]);
      const api = run('npx', [
        'vitest',
        'run',
        '--project',
        'api',
        'server/modules/service-fee',
        'server/gates/endpoints.test.ts',
        'server/gates/changes.test.ts',
        'server/gates/access-matrix.test.ts',
      ]);
      // A failing run throws (vitest exits non-zero); these say the new module's tests did run.
      expect(api).toContain('service-fee-routes.test.ts');
      expect(api).not.toMatch(/failed/);
      run('npx', ['vitest', 'run', '--project', 'unit', 'src/testing/locales.test.ts']);
      expect(api).toMatch(/endpoint gate: [1-9]\d* routes answered/);
      // A limit, not a speed target: a typecheck and a lint of a whole copy, and four API files, while
      // other test files share the two cores.
    }, 900_000);
  });
});
