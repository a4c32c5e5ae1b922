/**
 * Every package the project's code imports is a direct dependency in package.json, not one reached
 * through another package (which may drop or change it in any update). Covers the SPA, the server,
 * the tests, the bench, the scripts and the root configuration files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'migrations', 'results'].includes(e.name) ? [] : codeFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) ? [full] : [];
  });
}

/** The package an import names (`@scope/name/sub` -> `@scope/name`), or null for a relative or aliased one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('virtual:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Packages imported (statically, dynamically or as types) by a source text. */
function importedPackages(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?[\s}]from\s*['"]([^'"\s]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const m of source.matchAll(pattern)) {
      const name = packageOf(m[1]!);
      if (name) found.add(name);
    }
  return [...found];
}

describe('dependencies', () => {
  it('reads package names from imports', () => {
    expect(
      importedPackages(
        "import x from 'vite';\nimport type {\n  Y,\n} from '@tanstack/react-query/build';\nconst z = import('zod/mini');\nimport './a';\nimport 'react-day-picker/style.css';\nimport 'node:fs';\nimport y from '@/lib/http';\nconst w = role === 'from' ? until : from;\nconst v = 'x';",
      ),
    ).toEqual(['vite', '@tanstack/react-query', 'react-day-picker', 'zod']);
  });

  it('every imported package is a direct dependency', () => {
    const files = [
      ...['src', 'server', 'e2e', 'bench', 'scripts'].flatMap(codeFiles),
      ...readdirSync('.').filter((f) => /\.(config\.)?(ts|js|mjs)$/.test(f)),
    ];
    const missing = new Map<string, string>();
    for (const file of files)
      for (const name of importedPackages(readFileSync(file, 'utf8')))
        if (!declared.has(name) && !declared.has(`@types/${name}`)) missing.set(name, file);
    expect([...missing].map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });
});
