import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestListItem } from '@/shared/schemas/invoice';
import { useDetailMessage } from './components/detail-message';
import { formatMonth } from '@/shared/dates';
import { RunStatus } from './components/request-cells';
import { parseListRouteSearch } from '@/components/list-screen/list-route';
import { requestDetailQueryOf, requestListQueryOf, requestLogList } from './request-log-list';

const parseRequestLogSearch = (raw: Record<string, unknown>) => parseListRouteSearch(requestLogList, raw);

const run: RequestListItem = {
  requestId: 7,
  simulation: true,
  month: '2026-12',
  status: 'pending',
  totalContracts: 250,
  doneContracts: 100,
  drafts: 3,
  lines: 12,
  errors: 1,
  warnings: 2,
  userName: 'Ada Admin',
  createdAt: '2026-11-25T06:00:00.000Z',
  finishedAt: null,
};

describe('the request logs in the URL', () => {
  it('sends one kind as the simulation flag, both or none as every run', () => {
    expect(requestListQueryOf(parseRequestLogSearch({ kinds: 'simulation', statuses: 'pending' }), 20)).toEqual({
      pageIndex: 1,
      pageSize: 20,
      statuses: ['pending'],
      simulation: 'true',
    });
    expect(requestListQueryOf(parseRequestLogSearch({ kinds: 'real' }), 20)).toMatchObject({ simulation: 'false' });
    expect(requestListQueryOf(parseRequestLogSearch({ kinds: ['real', 'simulation'] }), 50)).toEqual({
      pageIndex: 1,
      pageSize: 50,
    });
    expect(parseRequestLogSearch({ kinds: 'bogus', statuses: 'done', sort: 'month' })).toEqual({});
  });

  it("reads a run's log lines query", () => {
    expect(requestDetailQueryOf({ types: ['error', 'info'], searchText: ' CT ', pageIndex: 2 }, 20)).toEqual({
      pageIndex: 2,
      pageSize: 20,
      searchText: 'CT',
      types: ['error', 'info'],
    });
  });
});

describe('a run', () => {
  it('shows its month in words and a pending run its progress', () => {
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth('soon', 'en')).toBe('soon');
    render(<RunStatus run={run} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress of the run for December 2026' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuemax')).toBe('250');
    expect(bar.getAttribute('aria-valuetext')).toBe('100 of 250 contracts');
  });

  it('a finished run has no progress bar', () => {
    render(<RunStatus run={{ ...run, status: 'finished', doneContracts: 250 }} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Finished')).toBeTruthy();
  });

  it('words each log line from its code and values; an unknown code shows as itself', () => {
    const { result } = renderHook(() => useDetailMessage());
    const message = result.current;
    expect(message({ code: 'noPrice', values: { product: 'M365-E3' } })).toBe(
      'No price rule for product M365-E3: the item was left out',
    );
    expect(message({ code: 'contractSkipped', values: { status: 'SUSPENDED' } })).toBe(
      'Contract skipped: its status is Suspended',
    );
    expect(message({ code: 'alreadyDrafted', values: { count: 2 } })).toBe('Lines already drafted or invoiced: 2');
    expect(message({ code: 'nothingDue', values: {} })).toBe('Nothing due for this month');
    expect(message({ code: 'somethingNew', values: { a: 1 } })).toBe('somethingNew (a: 1)');
  });
});
