/**
 * No circle among the files of src/shared (static, type-only and dynamic imports alike): the code the
 * browser and the server both run reads from the bottom up, constants -> schemas -> endpoints, so a
 * reader (and the bundler) never meets a file that needs itself. A circle fails with its files named.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The project files a source text imports (relative or `@/`), resolved to paths. */
export function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
    const spec = m[1]!;
    const base = spec.startsWith('@/')
      ? path.join('src', spec.slice(2))
      : spec.startsWith('.')
        ? path.join(path.dirname(file), spec)
        : null;
    if (!base) continue;
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (c) => existsSync(c) && statSync(c).isFile(),
    );
    if (hit) found.push(hit);
  }
  return found;
}

/** The circles of a graph (its strongly connected parts of more than one file, or a file importing itself). */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || graph.get(v)?.includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles', () => {
  it('finds a circle, type-only and dynamic imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      importsOf(
        'src/shared/endpoints/x.ts',
        "import type { A } from '../endpoints/endpoint';\nconst s = () => import('../schemas/common');",
      ),
    ).toEqual(['src/shared/endpoints/endpoint.ts', 'src/shared/schemas/common.ts']);
  });

  it('src/shared has none', () => {
    const graph = new Map(sourceFiles('src/shared').map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
    expect(circles(graph)).toEqual([]);
  });
});
