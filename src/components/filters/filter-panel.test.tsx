import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchShortcut } from '@/lib/shortcuts';
import { useUiStore } from '@/stores/ui-store';
import { DateRangeFilter } from './date-range-filter';
import { FilterChips, FilterPanel, FilterToggle } from './filter-panel';
import { OptionFilter } from './option-filter';

const STATUSES = [
  { id: 'ACTIVE', label: 'Active' },
  { id: 'QUOTE', label: 'Quote' },
  { id: 'SUSPENDED', label: 'Suspended' },
];

/** A list's filters as ListScreen lays them out: the toggle, the chips, the panel. */
function Filters({ onReset = () => undefined }: { onReset?: () => void }) {
  const [status, setStatus] = useState<string[] | undefined>(['ACTIVE', 'QUOTE']);
  const [range, setRange] = useState<{ from: string | undefined; until: string | undefined }>({
    from: '2026-10-01',
    until: undefined,
  });
  const active = (status ? 1 : 0) + (range.from || range.until ? 1 : 0);
  const filters = (
    <>
      <OptionFilter legend="Status" options={STATUSES} value={status} onChange={setStatus} />
      <DateRangeFilter legend="Start" {...range} onChange={setRange} />
    </>
  );
  return (
    <>
      <input aria-label="Search" />
      <FilterToggle activeCount={active} />
      <FilterChips activeCount={active} onReset={onReset}>
        {filters}
      </FilterChips>
      <FilterPanel activeCount={active} onReset={onReset} extra={<p>saved filters</p>}>
        {filters}
      </FilterPanel>
    </>
  );
}

const stored = () => JSON.parse(localStorage.getItem('backoffice-ui') ?? '{}').state?.filterSidebarCollapsed;

describe('the filters of a list screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useUiStore.setState({ filterSidebarCollapsed: true });
  });

  it('are closed by default: the active ones are chips, each removing its value, after the search box', async () => {
    render(<Filters />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('2');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Status: Active',
      'Status: Quote',
      'Start: 01/10/2026 – …',
    ]);
    // Search first, then the filters in the tab order.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Status: Active' }));
    expect(screen.queryByRole('button', { name: 'Remove Status: Active' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Start: 01/10/2026 – …' }));
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('1');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('open as a panel of controls with the saved filters and the reset, by button and by F, remembered', async () => {
    const onReset = vi.fn();
    render(<Filters onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    expect(screen.getByRole('checkbox', { name: 'Quote' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Suspended' })).toHaveProperty('checked', false);
    expect(panel.textContent).toContain('saved filters');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(stored()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledOnce();

    act(() => void dispatchShortcut('toggleFilters'));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(stored()).toBe(true);
  });
});
