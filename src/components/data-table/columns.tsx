/**
 * A table's columns, one line each: `col(id, header, cell)`, or `col(id, header, meta, cell)`, for
 * the rows of one type.
 *
 *   const col = columnsOf<InvoiceListItem>();
 *   col('state', t('invoice:fields.state'), (i) => <InvoiceStateBadge state={i.state} />),
 *   col('type', t('invoice:fields.type'), { hideBelow: '5xl' }, (i) => t(`invoice:types.${i.type}`)),
 *
 * The id names the column (the server's sort column, what the tests find); the header is its text;
 * `meta` says how the column gives way (grow, hideBelow, wrap: DataTable); the cell is what a row
 * shows. `col.actions(cell)` is the row's buttons, under a header only screen readers read.
 */
import type { ColumnDef, ColumnMeta } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Column<Row> = ColumnDef<Row, unknown>;
type Meta = ColumnMeta<unknown, unknown>;

type Header = string | (() => ReactNode);
type Cell<Row> = (row: Row) => ReactNode;

export type ColumnsOf<Row> = {
  (id: string, header: Header, cell: Cell<Row>): Column<Row>;
  (id: string, header: Header, meta: Meta, cell: Cell<Row>): Column<Row>;
  actions: (cell: Cell<Row>) => Column<Row>;
};

/** The actions column's header: there for screen readers, nothing to see. */
function ActionsHeader() {
  const { t } = useTranslation();
  return <span className="sr-only">{t('list.actions')}</span>;
}

export function columnsOf<Row>(): ColumnsOf<Row> {
  function col(id: string, header: Header, ...rest: [Cell<Row>] | [Meta, Cell<Row>]): Column<Row> {
    const [meta, cell] = rest.length === 1 ? [undefined, rest[0]] : rest;
    return { id, header, meta, cell: ({ row }) => cell(row.original) };
  }
  return Object.assign(col, { actions: (cell: Cell<Row>) => col('actions', ActionsHeader, cell) });
}
