/**
 * A table's columns, one line each: `col(id, header, cell)`, `col(id, header, kind, cell)` or
 * `col(id, header, meta, cell)`, for the rows of one type.
 *
 *   const col = columnsOf<InvoiceListItem>();
 *   col('state', t('invoice:fields.state'), 'status', (i) => <InvoiceStateBadge state={i.state} />),
 *   col('type', t('invoice:fields.type'), { hideBelow: '5xl' }, (i) => t(`invoice:types.${i.type}`)),
 *   col('totalIncl', t('invoice:fields.totalIncl'), 'money', (i) => <Money amount={i.totalIncl} />),
 *
 * The id names the column (the server's sort column, what the tests find, the user's column choice);
 * the header is its text; the kind says what it holds (money, date, code, name...: its minimum width
 * and alignment, `column-kinds.ts`; `name` when it grows, `text` otherwise); `meta` adds how the column
 * gives way (kind, grow, hideBelow, wrap: DataTable); the cell is what a row shows.
 * `col.actions(cell)` is the row's buttons, under a header only screen readers read, kept in view at
 * the table's right edge.
 */
import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnKind } from './column-kinds';

export type Column<Row> = ColumnDef<Row, unknown>;
type Meta = ColumnMeta<unknown, unknown>;

type Header = string | (() => ReactNode);
type Cell<Row> = (row: Row) => ReactNode;

export type ColumnsOf<Row> = {
  (id: string, header: Header, cell: Cell<Row>): Column<Row>;
  (id: string, header: Header, meta: Meta | ColumnKind, cell: Cell<Row>): Column<Row>;
  actions: (cell: Cell<Row>) => Column<Row>;
};

/** The actions column's header: there for screen readers, nothing to see. */
function ActionsHeader() {
  const { t } = useTranslation();
  return <span className="sr-only">{t('list.actions')}</span>;
}

export function columnsOf<Row>(): ColumnsOf<Row> {
  function col(id: string, header: Header, ...rest: [Cell<Row>] | [Meta | ColumnKind, Cell<Row>]): Column<Row> {
    const [given, cell] = rest.length === 1 ? [undefined, rest[0]] : rest;
    const meta = typeof given === 'string' ? { kind: given } : given;
    return { id, header, meta, cell: ({ row }) => cell(row.original) };
  }
  return Object.assign(col, { actions: (cell: Cell<Row>) => col('actions', ActionsHeader, 'actions', cell) });
}
