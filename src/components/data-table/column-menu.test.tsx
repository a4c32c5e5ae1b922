import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiStore } from '@/stores/ui-store';
import { choosableColumns, ColumnMenu } from './column-menu';
import { columnsOf } from './columns';
import { ProductName } from './product-name';

type Row = { id: number; name: string };
const col = columnsOf<Row>();
const columns = [
  col('name', 'Name', { grow: true }, (r) => r.name),
  col('city', 'City', (r) => r.name),
  col('total', 'Total', 'money', (r) => r.id),
  col.actions(() => null),
];

afterEach(() => useUiStore.getState().setColumns('/_app/test', undefined));

describe('ColumnMenu', () => {
  it('offers every column but the first (it names the row) and the actions', () => {
    expect(choosableColumns(columns)).toEqual([
      { id: 'city', label: 'City' },
      { id: 'total', label: 'Total' },
    ]);
  });

  it("keeps the user's choice with the other preferences, per table, until reset", async () => {
    render(<ColumnMenu table="/_app/test" columns={columns} />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('dialog', { name: 'Columns shown' });
    const city = within(menu).getByRole('checkbox', { name: 'City' });
    expect(city).toHaveProperty('checked', true);
    fireEvent.click(city);
    expect(useUiStore.getState().columns['/_app/test']).toEqual({ city: false });
    expect(city).toHaveProperty('checked', false);
    fireEvent.click(within(menu).getByRole('button', { name: 'Default columns' }));
    expect(useUiStore.getState().columns['/_app/test']).toBeUndefined();
    expect(city).toHaveProperty('checked', true);
  });
});

describe('ProductName', () => {
  it('keeps the billing term apart from the name that may be cut, the full name on hover', () => {
    const { container } = render(<ProductName code="CFQ7" name="Microsoft 365 Copilot (P1Y annual)" />);
    const parts = [...container.firstElementChild!.children].map((e) => e.textContent);
    expect(parts).toEqual(['CFQ7', 'Microsoft 365 Copilot', '(P1Y annual)']);
    expect(container.firstElementChild!.lastElementChild!.className).toContain('shrink-0');
  });
});
