/**
 * Service fees through HTTP on the demo data (docs/domain.md "Service fees"): the list's filters,
 * sorts, paging and totals; a document's lines and history; claim, the reseller's number (unique per
 * reseller: the duplicate named on the field), the day paid (not in the future, not before the
 * claim); the moves refused where the status does not allow them, 409 on a stale version; the PDF in
 * the reseller's language; the monthly job: a month's documents made once (also by two at once) after
 * its invoices are approved, with the reseller's percentage; the expiry; read-only access.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brusselsDay } from '../../../src/shared/brussels-day';
import { addDays, toWireDay } from '../../../src/shared/calendar-day';
import type { ServiceFeeDetail, ServiceFeeListItem } from '../../../src/shared/schemas/service-fee';
import type { Db } from '../../db/client';
import { approveMany } from '../invoice/run/invoice-approval';
import { runToEnd, startRun } from '../invoice/run/invoice-run';
import { adminAppForFile, VIEWER } from '../../testing/test-app';
import { expireServiceFees, makeReadyServiceFees, makeServiceFees, readyMonths } from './service-fee-make';

const BASE = '/api/servicefee/v2/documents';
const t = adminAppForFile(BASE);
const db = () => t.database.db as Db;

const list = (query = '') =>
  t.get(query ? `?${query}` : '') as Promise<{
    items: ServiceFeeListItem[];
    totalCount: number;
    totals: { count: number; feeAmount: number; openAmount: number };
  }>;
const detail = (id: number) => t.get(`/${id}`) as Promise<ServiceFeeDetail>;
const firstWith = async (status: string) => (await list(`statuses=${status}&pageSize=5`)).items[0]!;

describe('service fee documents', () => {
  it('lists by status, reseller, period and amount, sorted and paged by 20, with the totals of the filtered view', async () => {
    const all = await list();
    expect(all.items).toHaveLength(20);
    expect(all.totalCount).toBeGreaterThan(40);
    // Newest period first by default.
    expect(all.items[0]!.period >= all.items.at(-1)!.period).toBe(true);
    expect(all.totals.count).toBe(all.totalCount);
    for (const status of ['unclaimed', 'claimed', 'paid', 'expired'])
      expect((await list(`statuses=${status}`)).totalCount, status).toBeGreaterThan(0);
    const claimed = await list('statuses=claimed&statuses=unclaimed&pageSize=100');
    expect(claimed.items.every((i) => ['claimed', 'unclaimed'].includes(i.status))).toBe(true);
    expect(claimed.totals.openAmount).toBeCloseTo(claimed.totals.feeAmount, 2);
    const one = all.items[0]!;
    const ofReseller = await list(`resellerIds=${one.resellerId}&pageSize=100`);
    expect(ofReseller.items.every((i) => i.resellerId === one.resellerId)).toBe(true);
    const october = await list('periodFrom=2026-10&periodUntil=2026-10&pageSize=100');
    expect(october.items.every((i) => i.period === '2026-10')).toBe(true);
    const big = await list('amountFrom=50&orderBys=feeAmount&pageSize=100');
    expect(big.items.every((i) => i.feeAmount >= 50)).toBe(true);
    expect(big.items.map((i) => i.feeAmount)).toEqual([...big.items.map((i) => i.feeAmount)].sort((a, b) => a - b));
    expect(big.totals.feeAmount).toBeCloseTo(
      big.items.reduce((s, i) => s + i.feeAmount, 0),
      2,
    );
    // The specification's status fields.
    const paid = await firstWith('paid');
    expect(paid).toMatchObject({ servicefeeStatusId: 2, servicefeeStatusDescription: 'paid' });
    expect((await firstWith('unclaimed')).servicefeeStatusId).toBe(1);
    const bad = await t.call({
      method: 'GET',
      url: `${BASE}?periodFrom=2026-13&amountFrom=5&amountTo=1&orderBys=nope`,
      cookie: t.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      periodFrom: 'validation.month',
      'orderBys.0': 'validation.invalidSort',
    });
  });

  it('shows a document with the invoices it is made of and its history', async () => {
    const paid = await detail((await firstWith('paid')).serviceFeeId);
    expect(paid.lines.length).toBe(paid.invoiceCount);
    expect(paid.lines.reduce((s, l) => s + l.feeAmount, 0)).toBeCloseTo(paid.feeAmount, 2);
    expect(paid.lines.reduce((s, l) => s + l.baseAmount, 0)).toBeCloseTo(paid.baseAmount, 2);
    expect(paid.history.map((h) => h.action)).toEqual(expect.arrayContaining(['created', 'statusChanged']));
    expect(paid.allowedActions).toEqual(['linkDocNumber', 'download']);
    expect((await t.call({ method: 'GET', url: `${BASE}/999999`, cookie: t.admin })).statusCode).toBe(404);
  });

  it('is claimed, given the reseller’s number and paid, each on its version and in its history', async () => {
    const fee = await detail((await firstWith('unclaimed')).serviceFeeId);
    expect(fee.allowedActions).toEqual(['claim', 'download']);
    // Not claimed yet: neither paid nor linked.
    const early = await t.postTo(`/${fee.serviceFeeId}/set-date-paid?datePaid=${toWireDay(brusselsDay())}`, {
      version: fee.version,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorMessage).toBe('validation.transitionNotAllowed');
    const claimed = await t.postTo(`/${fee.serviceFeeId}/claim`, { version: fee.version });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().response).toMatchObject({
      status: 'claimed',
      claimedOn: toWireDay(brusselsDay()),
      version: fee.version + 1,
    });
    expect(claimed.json().response.allowedActions).toEqual(['linkDocNumber', 'setDatePaid', 'download']);
    const stale = await t.postTo(`/${fee.serviceFeeId}/claim`, { version: fee.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ status: 'claimed' });
    const again = await t.postTo(`/${fee.serviceFeeId}/claim`, { version: fee.version + 1 });
    expect(again.json().errorMessage).toBe('validation.transitionNotAllowed');

    // The reseller's number: another of its documents has it already -> named on the field.
    const others = (await list(`resellerIds=${fee.resellerId}&pageSize=100`)).items.filter(
      (i) => i.companyDocumentNumber,
    );
    if (others.length) {
      const taken = others[0]!;
      const duplicate = await t.postTo(
        `/${fee.serviceFeeId}/link-doc-number-company?companyDocumentNumber=${encodeURIComponent(taken.companyDocumentNumber!.toLowerCase())}`,
        { version: fee.version + 1 },
      );
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().fieldErrors).toEqual({
        companyDocumentNumber: `validation.docNumberInUse|${taken.period}`,
      });
    }
    const linked = await t.postTo(`/${fee.serviceFeeId}/link-doc-number-company?companyDocumentNumber=RS-2026-0042`, {
      version: fee.version + 1,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().response.companyDocumentNumber).toBe('RS-2026-0042');
    const empty = await t.postTo(`/${fee.serviceFeeId}/link-doc-number-company?companyDocumentNumber=%20`, {
      version: fee.version + 2,
    });
    expect(empty.json().fieldErrors).toEqual({ companyDocumentNumber: 'validation.required' });

    // The day paid: not in the future, not before the claim.
    const tomorrow = toWireDay(addDays(brusselsDay(), 1));
    const future = await t.postTo(`/${fee.serviceFeeId}/set-date-paid?datePaid=${tomorrow}`, {
      version: fee.version + 2,
    });
    expect(future.json().fieldErrors).toEqual({ datePaid: 'validation.futureDate' });
    const before = await t.postTo(
      `/${fee.serviceFeeId}/set-date-paid?datePaid=${toWireDay(addDays(brusselsDay(), -1))}`,
      { version: fee.version + 2 },
    );
    expect(before.json().fieldErrors).toEqual({ datePaid: 'validation.beforeClaim' });
    const paid = await t.postTo(`/${fee.serviceFeeId}/set-date-paid?datePaid=${toWireDay(brusselsDay())}`, {
      version: fee.version + 2,
    });
    expect(paid.statusCode).toBe(200);
    const after = paid.json().response as ServiceFeeDetail;
    expect(after).toMatchObject({
      status: 'paid',
      datePaid: toWireDay(brusselsDay()),
      allowedActions: ['linkDocNumber', 'download'],
    });
    expect(after.history.slice(-3).map((h) => [h.action, h.userName, h.changes[0]!.field])).toEqual([
      ['statusChanged', 'Ada Admin', 'status'],
      ['updated', 'Ada Admin', 'companyDocumentNumber'],
      ['statusChanged', 'Ada Admin', 'status'],
    ]);
    // Its history is on the reseller's timeline too.
    const timeline = await t.read(
      `/api/company/v2/companies/${fee.resellerId}/timeline?kinds=serviceFee&pageSize=5`,
      t.admin,
    );
    expect(timeline.items[0]).toMatchObject({ kind: 'serviceFee', recordId: fee.serviceFeeId });
  });

  it('downloads the PDF statement in the reseller’s language, as an invoice download', async () => {
    const fee = await firstWith('unclaimed');
    const file = await t.get(`/${fee.serviceFeeId}/download`);
    expect(file.fileName).toBe(`SF-${fee.period}-${fee.serviceFeeId}.pdf`);
    const pdf = Buffer.from(file.byteArray, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's language (its catalogue's /Lang) is the reseller's.
    const locale = { NL: 'nl-BE', FR: 'fr-BE', EN: 'en-GB', DE: 'de-BE' };
    const { resellerLanguage } = await detail(fee.serviceFeeId);
    expect(pdf.toString('latin1')).toContain(`/Lang (${locale[resellerLanguage as keyof typeof locale]})`);
  });

  it('lets a read-only user read and download, never change', async () => {
    const viewer = await t.login(VIEWER);
    const fee = await firstWith('unclaimed');
    const seen = (await t.get(`/${fee.serviceFeeId}`, viewer)) as ServiceFeeDetail;
    expect(seen.allowedActions).toEqual(['download']);
    expect((await t.postTo(`/${fee.serviceFeeId}/claim`, { version: fee.version }, viewer)).statusCode).toBe(403);
  });

  it('expires the unclaimed documents past their claim period, by the system, once', async () => {
    const unclaimed = (await list('statuses=unclaimed&orderBys=claimUntil&pageSize=100')).items;
    const first = unclaimed[0]!;
    const day = addDays(first.claimUntil.slice(0, 10), 1);
    const expired = await expireServiceFees(db(), day);
    expect(expired).toContain(first.serviceFeeId);
    expect(
      unclaimed
        .filter((i) => i.claimUntil.slice(0, 10) < day)
        .map((i) => i.serviceFeeId)
        .sort(),
    ).toEqual([...expired].sort());
    const after = await detail(first.serviceFeeId);
    expect(after.status).toBe('expired');
    expect(after.history.at(-1)).toMatchObject({ action: 'statusChanged', userName: null });
    expect(await expireServiceFees(db(), day)).toEqual([]);
  });

  it('makes a month’s documents once its invoices are approved, once per reseller, also when two make them at once', async () => {
    expect(await makeReadyServiceFees(db())).toEqual([]);
    const requestId = await startRun(db(), { month: '2026-12', simulation: false, userId: null });
    await runToEnd(db(), requestId);
    // Drafts left: the month is not ready.
    expect(await readyMonths(db())).not.toContain('2026-12');
    const drafts = await db().execute<{ id: number }>(
      sql`select id from invoices where request_id = ${requestId} and state = 'draft'`,
    );
    await approveMany(
      db(),
      drafts.rows.map((r) => Number(r.id)),
      { userId: null },
      undefined,
      '2026-12-01',
    );
    expect(await readyMonths(db())).toContain('2026-12');
    const [a, b] = await Promise.all([makeServiceFees(db(), '2026-12'), makeServiceFees(db(), '2026-12')]);
    const made = [...a, ...b];
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made).size).toBe(made.length);
    expect(await makeServiceFees(db(), '2026-12')).toEqual([]);
    const december = await list('periodFrom=2026-12&pageSize=100');
    expect(december.totalCount).toBe(made.length);
    expect(new Set(december.items.map((i) => i.resellerId)).size).toBe(made.length);
    expect(december.items.every((i) => i.status === 'unclaimed' && i.claimUntil === toWireDay('2027-03-31'))).toBe(
      true,
    );
    // An invoice counts in one document only.
    const counted = await db().execute<{ n: number; d: number }>(
      sql`select count(*)::int n, count(distinct invoice_id)::int d from service_fee_lines`,
    );
    expect(counted.rows[0]!.n).toBe(counted.rows[0]!.d);
    // The reseller's own percentage (company metadata rebate) applies to every line; otherwise the products' rebate groups.
    const own = december.items.find((i) => i.percentage !== null);
    if (own)
      expect(Math.abs(own.feeAmount - (own.baseAmount * own.percentage!) / 100)).toBeLessThanOrEqual(
        own.invoiceCount * 0.005 + 1e-6,
      );
    const fee = await detail(december.items[0]!.serviceFeeId);
    expect(fee.lines.every((l) => l.month <= '2026-12')).toBe(true);
    expect(fee.history.map((h) => h.action)).toEqual(['created']);
  });
});
