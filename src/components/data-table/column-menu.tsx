/**
 * The user's choice of a table's columns: a "Columns" button opening a popover with a checkbox per
 * column (Tab and Space, Esc closes and gives the focus back to the button) and a button back to
 * the table's own columns. The first column names the row and the actions column holds its buttons:
 * both always show. The choice is kept with the user's other preferences (the ui-store, per table),
 * so the server renders the table with it too.
 */
import * as Popover from '@radix-ui/react-popover';
import type { ColumnDef } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { useUiStore } from '@/stores/ui-store';
import { chooseColumn, isHidden } from './column-kinds';

/** The columns a user may show or hide: every column with a text header but the first and the actions. */
export function choosableColumns<T>(columns: ColumnDef<T, unknown>[]): { id: string; label: string }[] {
  return columns
    .slice(1)
    .flatMap((c) =>
      c.id && c.id !== 'actions' && typeof c.header === 'string' ? [{ id: c.id, label: c.header }] : [],
    );
}

export function ColumnMenu<T>({ table, columns }: { table: string; columns: ColumnDef<T, unknown>[] }) {
  const { t } = useTranslation();
  const legendId = useId();
  const choice = useUiStore((s) => s.columns[table]);
  const setColumns = useUiStore((s) => s.setColumns);
  const choosable = choosableColumns(columns);
  if (choosable.length === 0) return null;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="secondary">
          <Columns3 aria-hidden className="size-4" />
          {t('list.columns.button')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-labelledby={legendId}
          className="motion-pop z-50 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg focus:outline-none"
        >
          <fieldset>
            <legend id={legendId} className="mb-2 font-medium">
              {t('list.columns.legend')}
            </legend>
            <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
              {choosable.map((c) => (
                <li key={c.id}>
                  <Checkbox
                    label={c.label}
                    checked={!isHidden(choice, c.id)}
                    onChange={(checked) => setColumns(table, chooseColumn(choice, c.id, checked))}
                    className="flex items-center gap-2 rounded px-1 py-1 hover:bg-slate-50"
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <Button
            variant="ghost"
            className="mt-2 w-full"
            disabled={!choice}
            onClick={() => setColumns(table, undefined)}
          >
            {t('list.columns.reset')}
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
