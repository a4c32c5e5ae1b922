import { beforeEach, describe, expect, it } from 'vitest';
import { AGEING_BUCKETS } from '../../../src/shared/constants/dashboard';
import { CONTRACT_STATUSES } from '../../../src/shared/constants/contract';
import { brusselsDay } from '../../../src/shared/brussels-day';
import { OPEN_STATES } from '../../../src/shared/invoice-states';
import { ADMIN, announced, PRODUCTS, testAppForFile } from '../../testing/test-app';
import { runToEnd, startRun } from '../invoice/run/invoice-run';
import { OVERDUE_STATES } from './dashboard-repository';

const t = testAppForFile();
let admin: string;
beforeEach(async () => {
  admin = await t.login(ADMIN);
});

const TILES = '/api/dashboard/v2/tiles';
const cents = (euro: number) => Math.round(euro * 100);
const states = (list: readonly string[]) => list.map((s) => `states=${s}`).join('&');
const total = async (url: string) => (await t.read(url, admin)).totalCount as number;

/** Every row of a list, page by page. */
async function allRows<T>(url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await t.read(`${url}&pageSize=100&pageIndex=${pageIndex}`, admin);
    rows.push(...page.items);
    if (rows.length >= page.totalCount || !page.items.length) return rows;
  }
}

describe('dashboard tiles', () => {
  it('sums the open and overdue invoices and their ageing as the invoices list does, to the cent', async () => {
    const tile = await t.read(`${TILES}/invoices`, admin);
    const open = `/api/invoice/v2/invoices/summary?types=invoice&${states(OPEN_STATES)}`;
    const summary = await t.read(open, admin);
    expect(tile.open).toEqual({ count: summary.count, amount: summary.open });
    const overdue = await t.read(`/api/invoice/v2/invoices/summary?types=invoice&${states(OVERDUE_STATES)}`, admin);
    expect(tile.overdue).toEqual({ count: overdue.count, amount: overdue.open });
    expect(tile.overdue.count).toBeGreaterThan(0);

    // The ageing, from the list's rows by their due day.
    const today = brusselsDay();
    expect(tile.today).toBe(today);
    type Row = { dueDate: string | null; totalIncl: number; amountPaid: number };
    const rows = await allRows<Row>(`/api/invoice/v2/invoices?types=invoice&${states(OPEN_STATES)}`);
    const days = (due: string) => (Date.parse(`${today}T00:00:00Z`) - Date.parse(due)) / 86_400_000;
    const bucketOf = (r: Row) => {
      const d = r.dueDate === null ? 0 : days(r.dueDate);
      return d <= 0 ? 'notDue' : d <= 30 ? 'days30' : d <= 60 ? 'days60' : d <= 90 ? 'days90' : 'older';
    };
    const expected = AGEING_BUCKETS.map((bucket) => {
      const kept = rows.filter((r) => bucketOf(r) === bucket);
      const c = kept.reduce((n, r) => n + cents(r.totalIncl) - cents(r.amountPaid), 0);
      return { bucket, count: kept.length, amount: c / 100 };
    });
    expect(tile.ageing).toEqual(expected);
    expect(tile.ageing.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(tile.open.count);
  });

  it('counts mails, tasks, service fees, contracts, products and findings as their lists do', async () => {
    const mails = await t.read(`${TILES}/mails`, admin);
    expect(mails).toEqual({
      failed: await total('/api/mail/v2/mails?statuses=failed'),
      pending: await total('/api/mail/v2/mails?statuses=pending&statuses=retrying'),
    });

    const tasks = await t.read(`${TILES}/tasks`, admin);
    expect(tasks).toEqual({
      mine: await total('/api/task/v2/tasks/list?assignees=mine'),
      unassigned: await total('/api/task/v2/tasks/list?assignees=nobody'),
    });

    const fees = await t.read(`${TILES}/servicefees`, admin);
    const feeList = await t.read('/api/servicefee/v2/documents?statuses=unclaimed', admin);
    expect(fees.unclaimed).toEqual({ count: feeList.totals.count, amount: feeList.totals.feeAmount });

    const contracts = await t.read(`${TILES}/contracts`, admin);
    for (const status of CONTRACT_STATUSES) {
      const shown = contracts.byStatus.find((s: { status: string }) => s.status === status);
      expect(shown.count, status).toBe(await total(`/api/contract/v2/contracts/list?statuses=${status}`));
    }
    expect(contracts.itemsEndingThisMonth).toBeGreaterThanOrEqual(0);

    const products = await t.read(`${TILES}/products`, admin);
    expect(products.byStatus.length).toBeGreaterThan(0);
    for (const { statusId, count } of products.byStatus)
      expect(count).toBe(await total(`/api/product/v2/products?statusIds=${statusId}`));

    const findings = await t.read(`${TILES}/dataquality`, admin);
    expect(findings).toEqual({
      errors: await total('/api/dataquality/v2/findings?severities=error'),
      warnings: await total('/api/dataquality/v2/findings?severities=warning'),
    });

    const manual = await t.read(`${TILES}/manualinvoices`, admin);
    expect(manual.drafts).toBe(await total('/api/invoice/v2/manualinvoices?statuses=draft'));
  });

  it('compares the latest month of drafts with the month before, as the drafts summary does', async () => {
    const before = await t.read(`${TILES}/monthrun`, admin);
    expect(before.draftsWaiting).toBe(await total('/api/invoice/v2/invoices/drafts?pageSize=5'));
    if (before.month === null) expect(before).toMatchObject({ drafts: 0, flaggedCount: 0, flagged: [] });

    // The run writes straight to the database: the tiles kept in the list cache go once it is announced.
    const heard = announced(t.app, 'invoices');
    const requestId = await startRun(t.database.db, { month: '2026-12', simulation: false, userId: null });
    await runToEnd(t.database.db, requestId);
    await heard;
    const run = await t.read(`${TILES}/monthrun`, admin);
    expect(run.draftsWaiting).toBe(await total('/api/invoice/v2/invoices/drafts?pageSize=5'));
    expect(run.draftsWaiting).toBeGreaterThan(0);
    expect(run.month).toBe('2026-12');
    expect(run.previousMonth).toBe('2026-11');
    const summary = await t.read(`/api/invoice/v2/drafts/summary?monthFrom=2026-12&monthUntil=2026-12`, admin);
    expect(run.drafts).toBe(summary.count);
    expect(run.totalExcl).toBe(summary.totalExcl);
    const previous = summary.customers.reduce(
      (c: number, x: { previousTotalExcl: number | null }) => c + cents(x.previousTotalExcl ?? 0),
      0,
    );
    expect(run.previousTotalExcl).toBe(previous / 100);
    const flagged = summary.customers.filter((c: { anomalies: string[] }) => c.anomalies.length > 0);
    expect(run.flaggedCount).toBe(flagged.length);
    expect(run.flagged.length).toBe(Math.min(5, flagged.length));

    const last = await t.read(`${TILES}/lastrun`, admin);
    const listed = (await t.read('/api/invoice/v2/requests?pageSize=100', admin)).items.find(
      (r: { requestId: number }) => r.requestId === requestId,
    );
    expect(last).toMatchObject({ requestId, month: '2026-12', status: 'finished' });
    expect(last).toMatchObject({ drafts: listed.drafts, errors: listed.errors, warnings: listed.warnings });
  });

  it('answers a products-only user the products tile and 403 on every other', async () => {
    const products = await t.login(PRODUCTS);
    const status = async (path: string) =>
      (await t.call({ method: 'GET', url: `${TILES}/${path}`, cookie: products })).statusCode;
    expect(await status('products')).toBe(200);
    for (const path of [
      'invoices',
      'monthrun',
      'lastrun',
      'manualinvoices',
      'mails',
      'tasks',
      'dataquality',
      'servicefees',
      'contracts',
    ])
      expect(await status(path), path).toBe(403);
  });
});
