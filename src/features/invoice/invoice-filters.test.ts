import { describe, expect, it } from 'vitest';
import { invoiceIdOf, invoiceListQueryOf, parseInvoiceSearch } from './invoice-filters';
import {
  activeMonths,
  applySavedInvoiceFilter,
  monthChoices,
  monthNumber,
  monthOfNumber,
  withMonths,
  withSavedMonths,
  withView,
} from './invoice-view';

describe('invoice list search', () => {
  it('reads the filters and months strictly: drafts and bad months are dropped', () => {
    expect(
      parseInvoiceSearch({
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
    expect(parseInvoiceSearch({ view: 'customers', pageIndex: '2' })).toEqual({ view: 'customers', pageIndex: 2 });
    expect(parseInvoiceSearch({ view: 'nope' })).toEqual({});
    const search = { states: ['paid' as const], pageIndex: 3 };
    expect(withView(search, 'customers')).toEqual({ states: ['paid'], view: 'customers' });
    expect(withView({ ...search, view: 'customers' }, 'invoices')).toEqual({ states: ['paid'] });
    expect(applySavedInvoiceFilter({ view: 'customers' }, { states: ['sent'] })).toEqual({
      states: ['sent'],
      view: 'customers',
    });
  });

  it('sends the months with the list call, page size 20 by default', () => {
    expect(invoiceListQueryOf({ receivers: ['accounting'], monthUntil: '2026-10' }, 20)).toEqual({
      pageIndex: 1,
      pageSize: 20,
      searchText: undefined,
      orderBys: undefined,
      receivers: ['accounting'],
      monthUntil: '2026-10',
    });
    expect(activeMonths({ monthFrom: '2026-01', monthUntil: '2026-02' })).toBe(2);
  });

  it('saves and applies the months with a saved filter', () => {
    const saved = withSavedMonths({ states: ['sent'] }, { states: ['sent'], monthFrom: '2026-05' });
    expect(saved).toEqual({ states: ['sent'], monthFrom: '2026-05' });
    expect(applySavedInvoiceFilter({ pageSize: 50, monthUntil: '2026-01' }, saved)).toEqual({
      pageSize: 50,
      states: ['sent'],
      monthFrom: '2026-05',
    });
  });

  it('offers three years back to one ahead, newest first, plus a month chosen outside', () => {
    const months = monthChoices(new Date(Date.UTC(2026, 10, 25)), ['2019-04']);
    expect(months[0]).toBe('2027-12');
    expect(months).toContain('2023-01');
    expect(months.at(-1)).toBe('2019-04');
    expect(monthOfNumber(monthNumber('2026-09'))).toBe('2026-09');
  });

  it('reads an invoice id from the URL segment', () => {
    expect(invoiceIdOf('123')).toBe(123);
    expect(invoiceIdOf('12a')).toBeNull();
  });
});

describe('the months of a list', () => {
  it('replaces both ends, drops an end left out, and starts again at page 1', () => {
    const search = { pageIndex: 4, monthFrom: '2026-01', monthUntil: '2026-03', receivers: ['client' as const] };
    expect(withMonths(search, { monthFrom: '2026-02', monthUntil: undefined })).toEqual({
      monthFrom: '2026-02',
      receivers: ['client'],
    });
    expect(withMonths(search, {})).toEqual({ receivers: ['client'] });
  });
});
