import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectionBar } from './selection-bar';
import type { SelectionApi } from '@/hooks/use-selection';
import { columnsOf } from './columns';
import { DataTable } from './data-table';
import { RecordLink } from './record-link';

type Row = { id: number; name: string; city: string | null };
const rows: Row[] = [
  { id: 1, name: 'Delvaux', city: 'Gent' },
  { id: 2, name: 'Peeters', city: null },
];
const col = columnsOf<Row>();

/** Renders in a router of its own: the links need one to build their address. */
async function renderInRouter(ui: ReactNode) {
  const root = createRootRoute({ component: () => ui });
  const router: AnyRouter = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByTestId('ready');
}

describe('columnsOf', () => {
  it('declares a column by its id, header, meta and cell', () => {
    const plain = col('name', 'Name', (r) => r.name);
    const narrow = col('city', 'City', { hideBelow: '4xl' }, (r) => r.city ?? '–');
    expect(plain).toMatchObject({ id: 'name', header: 'Name', meta: undefined });
    expect(narrow).toMatchObject({ id: 'city', header: 'City', meta: { hideBelow: '4xl' } });
  });

  it('renders the cells from the row and the actions column under a header only screen readers read', () => {
    render(
      <DataTable
        caption="Companies"
        data={rows}
        columns={[
          col('name', 'Name', { grow: true }, (r) => <strong>{r.name}</strong>),
          col('city', 'City', { hideBelow: '4xl' }, (r) => r.city ?? '–'),
          col.actions((r) => <button type="button">Edit {r.name}</button>),
        ]}
        getRowId={(r) => String(r.id)}
        loading={false}
        empty="none"
      />,
    );
    const table = screen.getByRole('table', { name: 'Companies' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'City', 'Actions']);
    expect(headers[2]!.firstElementChild!.className).toBe('sr-only');
    expect(headers[1]!.className).toContain('hidden @4xl:table-cell');
    // The growing column takes the width left: its cells cut their text, its header never does.
    expect(headers[0]!.className).toContain('w-full');
    expect(headers[0]!.className).not.toContain('max-w-0');
    const cells = within(table).getAllByRole('row')[2]!.querySelectorAll('td');
    expect(cells[0]!.className).toContain('w-full max-w-0');
    expect([...cells].map((c) => c.textContent)).toEqual(['Peeters', '–', 'Edit Peeters']);
  });

  it('gives every cell its kind and the minimum width of that kind, figures right-aligned', () => {
    const kinds = [
      col('name', 'Name', { grow: true }, (r) => r.name),
      col('id', 'Number', 'code', (r) => r.id),
      col('total', 'Total', { kind: 'money', hideBelow: '3xl' }, () => '€ 1,00'),
      col('city', 'City', (r) => r.city),
      col.actions(() => null),
    ];
    expect(kinds.map((c) => c.meta?.kind)).toEqual([undefined, 'code', 'money', undefined, 'actions']);
    render(<Table columns={kinds} />);
    const row = screen.getAllByRole('row')[1]!;
    const cells = [...row.querySelectorAll('td')];
    expect(cells.map((c) => c.dataset.columnKind)).toEqual(['name', 'code', 'money', 'text', 'actions']);
    expect(cells.map((c) => c.style.minWidth)).toEqual(['12rem', '6rem', '7rem', '6rem', '3rem']);
    expect(cells[2]!.className).toContain('text-right tabular-nums');
    expect(cells[1]!.className).not.toContain('text-right');
    // The first column and the actions stay in view while the table scrolls sideways.
    expect(cells[0]!.className).toContain('sticky left-0');
    expect(cells[4]!.className).toContain('sticky right-0');
    expect(cells[1]!.className).not.toContain('sticky');
    expect(screen.getAllByRole('columnheader')[2]!.dataset.columnKind).toBe('money');
  });

  it("follows the user's column choice: a hidden column is not there, a chosen one shows however narrow", () => {
    const columns = [
      col('name', 'Name', { grow: true }, (r) => r.name),
      col('city', 'City', { hideBelow: '4xl' }, (r) => r.city),
      col('id', 'Number', 'code', (r) => r.id),
    ];
    const { rerender } = render(<Table columns={columns} choice={{ id: false }} />);
    const headers = () => screen.getAllByRole('columnheader');
    expect(headers().map((h) => h.textContent)).toEqual(['Name', 'City']);
    expect(headers()[1]!.className).toContain('hidden @4xl:table-cell');
    rerender(<Table columns={columns} choice={{ city: true }} />);
    expect(headers().map((h) => h.textContent)).toEqual(['Name', 'City', 'Number']);
    expect(headers()[1]!.className).not.toContain('hidden');
  });

  it("shows the pinned columns' edges only while content scrolls under them", () => {
    const { container } = render(
      <Table
        columns={[col('name', 'Name', (r) => r.name), col('city', 'City', (r) => r.city), col.actions(() => null)]}
      />,
    );
    const scroller = container.querySelector<HTMLElement>('[data-table-scroll]')!;
    const size = { scrollLeft: 0, scrollWidth: 900, clientWidth: 600 };
    for (const key of Object.keys(size) as (keyof typeof size)[])
      Object.defineProperty(scroller, key, { configurable: true, get: () => size[key] });
    const scrollTo = (left: number) => {
      size.scrollLeft = left;
      fireEvent.scroll(scroller);
      return scroller.dataset.scrolled;
    };
    // At the start: more to the right, under the actions; nothing under the first column yet.
    expect(scrollTo(0)).toBe('end');
    expect(scrollTo(120)).toBe('start end');
    expect(scrollTo(300)).toBe('start');
    size.scrollWidth = 600;
    expect(scrollTo(0)).toBeUndefined();
    const [first, , actions] = screen.getAllByRole('row')[1]!.querySelectorAll('td');
    expect(first!.className).toContain('group-data-[scrolled~=start]/scroll:shadow-');
    expect(actions!.className).toContain('group-data-[scrolled~=end]/scroll:shadow-');
    expect(scroller.className).toContain('group/scroll');
  });

  it('keeps its cells when the columns are declared again: a button pressed meanwhile keeps its click', () => {
    const clicks: number[] = [];
    // A new declaration each time, as a useMemo whose dependencies changed (a mutation's state) makes.
    const table = () => (
      <DataTable
        caption="Companies"
        data={rows}
        columns={[
          col('name', 'Name', (r) => r.name),
          col.actions((r) => (
            <button type="button" onClick={() => clicks.push(r.id)}>
              Open {r.name}
            </button>
          )),
        ]}
        getRowId={(r) => String(r.id)}
        loading={false}
        empty="none"
      />
    );
    const { rerender } = render(table());
    const button = screen.getByRole('button', { name: 'Open Delvaux' });
    fireEvent.mouseDown(button);
    rerender(table());
    expect(screen.getByRole('button', { name: 'Open Delvaux' })).toBe(button);
    fireEvent.click(button);
    expect(clicks).toEqual([1]);
  });

  it('keeps the first column right after the selection box', () => {
    render(<Table columns={[col('name', 'Name', (r) => r.name)]} selection />);
    const [box, first] = screen.getAllByRole('row')[1]!.querySelectorAll('td');
    expect(box!.className).toContain('sticky left-0');
    expect(first!.className).toContain('sticky left-10');
  });
});

function Table({
  columns,
  choice,
  selection,
}: {
  columns: ReturnType<typeof col>[];
  choice?: Record<string, boolean>;
  selection?: boolean;
}) {
  const api: SelectionApi = {
    selected: new Set(),
    count: 0,
    allState: 'none',
    toggle: () => undefined,
    toggleAll: () => undefined,
    clear: () => undefined,
  };
  return (
    <DataTable
      caption="Companies"
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      loading={false}
      empty="none"
      choice={choice}
      selection={selection ? { api, rowLabel: (r) => r.name } : undefined}
    />
  );
}

describe('DataTable sorting', () => {
  const renderSorted = (orderBys: string[] | undefined, onOrderBysChange: (o: string[] | undefined) => void) =>
    render(
      <DataTable
        caption="Invoices"
        data={rows}
        columns={[col('name', 'Name', (r) => r.name), col('city', 'City', (r) => r.city ?? '–')]}
        sortable={['name', 'city']}
        orderBys={orderBys}
        defaultOrderBy="name_desc"
        onOrderBysChange={onOrderBysChange}
        getRowId={(r) => String(r.id)}
        loading={false}
        empty="none"
      />,
    );
  const sortOf = (name: string) =>
    screen.getByRole('columnheader', { name: new RegExp(name) }).getAttribute('aria-sort');

  it("shows the server's default order on its column until another is chosen", () => {
    const changes: (string[] | undefined)[] = [];
    const { unmount } = renderSorted(undefined, (o) => changes.push(o));
    expect(sortOf('Name')).toBe('descending');
    expect(sortOf('City')).toBeNull();
    // Its column starts ascending like any other; another column replaces it.
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    fireEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(changes).toEqual([['name'], ['city']]);
    unmount();
    renderSorted(['city_desc'], () => undefined);
    expect(sortOf('Name')).toBeNull();
    expect(sortOf('City')).toBe('descending');
  });
});

describe('RecordLink', () => {
  it('links to a record: a name that gives way, or a number in medium weight', async () => {
    await renderInRouter(
      <p data-testid="ready">
        <RecordLink to="/company/$subroute" params={{ subroute: '7' }} text="Delvaux" textClassName="max-w-40" />
        <RecordLink to="/contract/$contractId" params={{ contractId: '3' }} strong numeric>
          CT-3
        </RecordLink>
      </p>,
    );
    const name = screen.getByRole('link', { name: 'Delvaux' });
    expect(name.getAttribute('href')).toBe('/company/7');
    expect(name.className).toBe('block min-w-0 text-brand-700 underline-offset-2 hover:underline');
    expect(name.firstElementChild!.className).toContain('truncate');
    expect(name.firstElementChild!.className).toContain('max-w-40');
    const number = screen.getByRole('link', { name: 'CT-3' });
    expect(number.getAttribute('href')).toBe('/contract/3');
    expect(number.className).toBe('font-medium text-brand-700 underline-offset-2 hover:underline tabular-nums');
    expect(number.hasAttribute('disabled')).toBe(false);
  });
});

describe('SelectionBar', () => {
  const selection = (count: number): SelectionApi => ({
    selected: new Set(),
    count,
    allState: 'some',
    toggle: () => undefined,
    toggleAll: () => undefined,
    clear: () => undefined,
  });

  it('tells how many are selected; with bulk actions it is a named group; nothing while none is', () => {
    const { rerender, container } = render(<SelectionBar selection={selection(0)} />);
    expect(container.innerHTML).toBe('');
    rerender(<SelectionBar selection={selection(2)} />);
    expect(screen.getByRole('status').textContent).toBe('2 selectedDeselect all');
    rerender(
      <SelectionBar selection={selection(3)} label="Bulk actions">
        <button type="button">Inactivate</button>
      </SelectionBar>,
    );
    const group = screen.getByRole('group', { name: 'Bulk actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Inactivate', 'Deselect all']);
  });
});
