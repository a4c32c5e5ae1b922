/** A table of what a record holds (its definitions, rights, history): every row at once, no sorting, a caption. */
import { DataTable } from '@/components/data-table/data-table';
import type { Column } from '@/components/data-table/columns';

type Props<T> = {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowId: (row: T) => string;
  caption: string;
  empty: string;
  /** While the rows load: placeholder rows. */
  loading?: boolean;
};

export function RecordTable<T>({ rows, columns, rowId, caption, empty, loading = false }: Props<T>) {
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={rowId}
      loading={loading}
      empty={empty}
      caption={caption}
      placeholderRows={loading ? 6 : 0}
    />
  );
}
