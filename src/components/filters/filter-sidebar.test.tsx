import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchShortcut } from '@/lib/shortcuts';
import { useUiStore } from '@/stores/ui-store';
import { FilterSidebar } from './filter-sidebar';

describe('FilterSidebar', () => {
  beforeEach(() => {
    localStorage.clear();
    useUiStore.setState({ filterSidebarCollapsed: false });
  });

  it('shows the active filter count and resets', async () => {
    const onReset = vi.fn();
    render(
      <FilterSidebar activeCount={2} onReset={onReset}>
        <p>filters here</p>
      </FilterSidebar>,
    );
    expect(screen.getByLabelText('Active filters: 2').textContent).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('collapses and expands by button and by F, remembered in local storage', async () => {
    render(
      <FilterSidebar activeCount={1} onReset={() => undefined}>
        <p>filters here</p>
      </FilterSidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByText('filters here')).toBeNull();
    // The count stays visible on the collapsed bar.
    expect(screen.getByLabelText('Active filters: 1')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('backoffice-ui') ?? '{}').state.filterSidebarCollapsed).toBe(true);
    act(() => void dispatchShortcut('toggleFilters'));
    expect(screen.getByText('filters here')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('backoffice-ui') ?? '{}').state.filterSidebarCollapsed).toBe(false);
  });
});
