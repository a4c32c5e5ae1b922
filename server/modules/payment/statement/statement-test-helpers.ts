/** What the statement readers' tests share: a demo sample's text, a parse's one statement, its problems. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { BankStatement, StatementParse } from './statement';

/** A demo statement under samples/, as text. */
export const sampleText = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

/** The one statement a parse that must succeed reads (its problems thrown when it fails). */
export const statementOf = (parse: StatementParse): BankStatement => {
  if (!parse.ok) throw new Error(JSON.stringify(parse.problems));
  expect(parse.statements).toHaveLength(1);
  return parse.statements[0]!;
};

/** A parse's problems by line and rule (none when it succeeds). */
export const problemsOf = (parse: StatementParse) =>
  parse.ok ? [] : parse.problems.map(({ line, rule }) => ({ line, rule }));
