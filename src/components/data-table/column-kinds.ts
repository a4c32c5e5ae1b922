/**
 * What a table column holds decides how narrow it may get and how it lines up, declared once here
 * for every table (DataTable reads it; e2e/screen-sweep.spec.ts reads the minimum back from the
 * cells' `min-width`, never from a copy of this table):
 *
 * - `money` and `number`: right aligned, digits of one width, never cut;
 * - `date`, `timestamp`, `month`, `code`, `status`: as wide as their value, never cut;
 * - `name`: the column that takes the width left (at least its minimum) and cuts a long name with
 *   the full text on hover and focus (TruncatedText);
 * - `product`: a product's name, never cut where its term tells two products apart (ProductName);
 * - `text`: any other short text; `actions`: the row's buttons, kept in view at the right edge.
 *
 * Minimums are in rem, so they follow the reader's font size.
 */
export const COLUMN_KINDS = {
  text: { minRem: 6 },
  name: { minRem: 12 },
  product: { minRem: 16 },
  code: { minRem: 6 },
  status: { minRem: 6 },
  date: { minRem: 6.5 },
  month: { minRem: 6.5 },
  timestamp: { minRem: 9 },
  number: { minRem: 4, numeric: true },
  money: { minRem: 7, numeric: true },
  actions: { minRem: 3 },
} as const satisfies Record<string, { minRem: number; numeric?: boolean }>;

export type ColumnKind = keyof typeof COLUMN_KINDS;

/** The column's kind when its declaration names none: the growing column holds a name, any other text. */
export function kindOf(meta: { kind?: ColumnKind | undefined; grow?: boolean | undefined } | undefined): ColumnKind {
  return meta?.kind ?? (meta?.grow ? 'name' : 'text');
}

/** The cell's minimum width as CSS (`12rem`). */
export const minWidthOf = (kind: ColumnKind) => `${COLUMN_KINDS[kind].minRem}rem`;

/** Right aligned with digits of one width (money, quantities). */
export const isNumeric = (kind: ColumnKind) => 'numeric' in COLUMN_KINDS[kind];

/**
 * A product's name split where a cut must not fall: the billing term or plan in parentheses at its
 * end ("Microsoft 365 Copilot (P1M monthly)" and "... (P1Y annual)" differ only there). The name
 * may give way, the term never does. A name without one is all name.
 */
export function splitProductName(name: string): { name: string; term: string } {
  const match = /^(.*\S)\s*(\([^()]+\))$/.exec(name);
  return match ? { name: match[1]!, term: match[2]! } : { name, term: '' };
}

/**
 * The columns a user chose to show or hide, per table: a column is shown when the user said so,
 * hidden when the user said so, and otherwise as the table declares it (secondary columns give way
 * on a narrow table). The actions column is always shown.
 */
export type ColumnChoice = Record<string, boolean>;

/** The choice after a user shows or hides one column (the other columns keep theirs). */
export const chooseColumn = (choice: ColumnChoice | undefined, id: string, shown: boolean): ColumnChoice => ({
  ...choice,
  [id]: shown,
});

/** Whether a column shows in the table: hidden only by the user's choice (never the actions column). */
export const isHidden = (choice: ColumnChoice | undefined, id: string) => id !== 'actions' && choice?.[id] === false;

/** Whether the user chose to show a column (it then shows however narrow the table: the table scrolls). */
export const isChosen = (choice: ColumnChoice | undefined, id: string) => choice?.[id] === true;
