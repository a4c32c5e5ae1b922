/**
 * The payload editor's judgement of what was typed, before anything is sent: the text must be JSON
 * (else where it stops being so: line and column), a record (not a list or a single value), and pass
 * its category's own schema (the server's, src/shared/schemas/task.ts `taskPayloadSchemas`). Each
 * problem is a path in the payload and a text code, as the server's 400 names them (`payload.recipients.1`:
 * `validation.email`). Pure, so it is tested as a function.
 */
import type * as z from 'zod';

export type PayloadIssue = { path: readonly (string | number)[]; code: string };

export type PayloadJudgement =
  { payload: Record<string, unknown>; issues: readonly [] } | { payload: null; issues: readonly PayloadIssue[] };

/** Line and column (from 1) of a position in the text. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Where text stops being JSON (RFC 8259): the offset of the first character a parser cannot take,
 * the text's length when it ends too soon; null when it is JSON. The browsers' own messages do not
 * all say where, so the editor finds it itself.
 */
export function jsonErrorAt(text: string): number | null {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  function fail(): never {
    throw i;
  }
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail();
      i++;
    }
  };
  const string = () => {
    i++; // the opening quote
    while (i < text.length && text[i] !== '"') {
      const char = text[i]!;
      if (char < ' ') fail();
      if (char === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) {
            i++;
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail();
          }
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match?.[0]) fail();
    i += match[0].length;
  };
  /** An object's members or a list's items, up to `close`, each read by `item`. */
  const sequence = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  const member = () => {
    space();
    if (text[i] !== '"') fail();
    string();
    space();
    if (text[i] !== ':') fail();
    i++;
    value();
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') return sequence('}', member);
    if (char === '[') return sequence(']', value);
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return null;
  } catch (at) {
    return Math.min(at as number, text.length);
  }
}

/** Where the text stops being JSON, as a line and a column. */
function syntaxIssue(text: string): PayloadIssue {
  const { line, column } = lineAndColumn(text, jsonErrorAt(text) ?? text.length);
  return { path: [], code: `task:payload.notJson|${line}|${column}` };
}

/** A zod issue's text code: the schema's own (`validation.email`), or one for zod's built-in checks. */
function codeOf(issue: z.core.$ZodIssue, payload: unknown): string {
  if (/^[a-z]+[.:]/i.test(issue.message)) return issue.message;
  let value = payload;
  for (const key of issue.path)
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  if (issue.code === 'invalid_type')
    return value === undefined || value === null ? 'validation.required' : 'validation.invalidType';
  return 'validation.invalid';
}

export function judgePayload(text: string, schema: z.ZodType): PayloadJudgement {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { payload: null, issues: [syntaxIssue(text)] };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { payload: null, issues: [{ path: [], code: 'task:payload.notObject' }] };
  const result = schema.safeParse(parsed);
  if (result.success) return { payload: parsed as Record<string, unknown>, issues: [] };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    code: codeOf(issue, parsed),
  }));
  return { payload: null, issues };
}

/** The server's field errors of a payload save (`payload.recipients.1`) as payload issues; others stay aside. */
export function serverIssues(fieldErrors: Readonly<Record<string, string>>): {
  issues: PayloadIssue[];
  other: Record<string, string>;
} {
  const issues: PayloadIssue[] = [];
  const other: Record<string, string> = {};
  for (const [key, code] of Object.entries(fieldErrors)) {
    const path = key.replace(/\[(\w+)\]/g, '.$1').split('.');
    if (path[0] !== 'payload') other[key] = code;
    else issues.push({ path: path.slice(1).map((p) => (/^\d+$/.test(p) ? Number(p) : p)), code });
  }
  return { issues, other };
}

/** The payload as the editor shows it first: two spaces a level. */
export const payloadText = (payload: unknown) => JSON.stringify(payload, null, 2);
