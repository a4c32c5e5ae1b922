import { describe, expect, it } from 'vitest';
import { parseListRouteSearch, queryOfList } from '@/components/list-screen/list-route';
import { applySavedValues, countActiveFilters, toSavedValues, withReset } from '@/lib/list-search';
import { INVOICE_SORT_COLUMNS } from '@/shared/constants/invoice';
import { invoiceList, withView } from './invoice-list';
import { monthChoices, monthNumber, monthOfNumber } from '@/components/invoice/months';

const parse = (raw: Record<string, unknown>) => parseListRouteSearch(invoiceList, raw);

describe('invoice list search', () => {
  it('reads the filters and months strictly: drafts and bad months are dropped', () => {
    expect(
      parse({
        states: ['draft', 'paid', 'nope'],
        types: 'creditNote',
        customerIds: ['4', 'x'],
        monthFrom: '2026-03',
        monthUntil: '2026-13',
        sort: 'documentNumber_desc',
      }),
    ).toEqual({
      states: ['paid'],
      types: ['creditNote'],
      customerIds: [4],
      monthFrom: '2026-03',
      sort: 'documentNumber_desc',
    });
  });

  it('keeps the per-customer view in the URL, the default view out of it', () => {
    expect(parse({ view: 'customers', pageIndex: '2' })).toEqual({ view: 'customers', pageIndex: 2 });
    expect(parse({ view: 'nope' })).toEqual({});
    const search = { states: ['paid' as const], pageIndex: 3 };
    expect(withView(search, 'customers')).toEqual({ states: ['paid'], view: 'customers' });
    expect(withView({ ...search, view: 'customers' as const }, 'invoices')).toEqual({ states: ['paid'] });
    // What a filter reset and a saved filter keep besides the filters: the view.
    expect(invoiceList.extra?.({ view: 'customers', states: ['sent'] })).toEqual({ view: 'customers' });
  });

  it('sends the months with the list call, page size 20 by default', () => {
    expect(queryOfList(invoiceList, parse({ receivers: 'accounting', monthUntil: '2026-10' }), 20)).toEqual({
      pageIndex: 1,
      pageSize: 20,
      searchText: undefined,
      orderBys: undefined,
      receivers: ['accounting'],
      monthUntil: '2026-10',
    });
    expect(countActiveFilters({ monthFrom: '2026-01', monthUntil: '2026-02' }, invoiceList.filters)).toBe(2);
  });

  it('saves and applies the months with a saved filter', () => {
    const saved = toSavedValues({ states: ['sent'], monthFrom: '2026-05' }, invoiceList.filters);
    expect(saved).toEqual({ states: ['sent'], monthFrom: '2026-05' });
    expect(
      applySavedValues({ pageSize: 50, monthUntil: '2026-01' }, saved, INVOICE_SORT_COLUMNS, invoiceList.filters),
    ).toEqual({ pageSize: 50, states: ['sent'], monthFrom: '2026-05' });
  });

  it('offers three years back to one ahead, newest first, plus a month chosen outside', () => {
    const months = monthChoices(new Date(Date.UTC(2026, 10, 25)), ['2019-04']);
    expect(months[0]).toBe('2027-12');
    expect(months).toContain('2023-01');
    expect(months.at(-1)).toBe('2019-04');
    expect(monthOfNumber(monthNumber('2026-09'))).toBe('2026-09');
  });
});

describe('the months of a list', () => {
  it('replaces both ends, drops an end left out, and starts again at page 1', () => {
    const search = { pageIndex: 4, monthFrom: '2026-01', monthUntil: '2026-03', receivers: ['client' as const] };
    expect(withReset(search, { monthFrom: '2026-02', monthUntil: undefined })).toEqual({
      monthFrom: '2026-02',
      receivers: ['client'],
    });
    expect(withReset(search, { monthFrom: undefined, monthUntil: undefined })).toEqual({ receivers: ['client'] });
  });
});
