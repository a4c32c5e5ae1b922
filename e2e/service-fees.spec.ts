/**
 * Service fees on screen (docs/domain.md "Service fees"): December 2026 run and approved, the
 * monthly job makes the resellers' documents and the list shows them without a reload; one is
 * claimed, given the reseller's document number (another of its documents' number refused on the
 * field, naming it), set paid with the date picker and its PDF downloaded; the unclaimed documents
 * past their claim period were expired by the job as the server started; a reseller's documents on
 * its company page; axe scans of the list, the detail and both dialogs. It makes documents and
 * changes them, which the screen sweep reads, so it runs on a server of its own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn, serverOfItsOwn } from './fixtures';

const server = serverOfItsOwn(10);

type Fee = {
  serviceFeeId: number;
  resellerId: number;
  resellerName: string;
  period: string;
  status: string;
  companyDocumentNumber: string | null;
  claimUntil: string;
};
const BASE = '/api/servicefee/v2/documents';
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** December 2026 run and every one of its drafts approved, as finance does it (the calls the drafts screen makes). */
async function approveDecember(request: APIRequestContext) {
  const { requestId } = await apiAnswer<{ requestId: number }>(
    request,
    'post',
    `${server.baseURL}/api/invoice/v2/invoices/run-month`,
    { month: '2026-12' },
  );
  await expect
    .poll(
      async () =>
        (
          await apiAnswer<{ request: { status: string } }>(
            request,
            'get',
            `${server.baseURL}/api/invoice/v2/requests/${requestId}`,
          )
        ).request.status,
      { timeout: 120_000 },
    )
    .toBe('finished');
  for (let remaining = 1; remaining > 0;)
    ({ remaining } = await apiAnswer<{ remaining: number }>(
      request,
      'post',
      `${server.baseURL}/api/invoice/v2/invoices/approve/bulk`,
      { monthFrom: '2026-12', monthUntil: '2026-12', limit: 100 },
    ));
}

test('a month approved makes the resellers’ service fees; one claimed, linked, paid and downloaded', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin, `${server.baseURL}/servicefee?periodFrom=2026-12&periodUntil=2026-12`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service fees' })).toBeVisible();
  await expect(page.getByText('No service fee document matches these filters.')).toBeVisible();

  await approveDecember(page.request);
  // The job makes them after the approval; the hub tells the open list.
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows.nth(1)).toContainText('December 2026', { timeout: 60_000 });
  await expect(page.getByRole('group', { name: 'The filtered service fees in figures' })).toContainText('Documents');
  await expectNoViolations(page, 'service fee list');

  // A December document whose reseller has another document with its number: the duplicate to refuse.
  const december = await apiAnswer<{ items: Fee[] }>(
    page.request,
    'get',
    `${server.baseURL}${BASE}?periodFrom=2026-12&pageSize=100`,
  );
  let fee: Fee | undefined;
  let taken: Fee | undefined;
  for (const candidate of december.items) {
    const theirs = await apiAnswer<{ items: Fee[] }>(
      page.request,
      'get',
      `${server.baseURL}${BASE}?resellerIds=${candidate.resellerId}&pageSize=100`,
    );
    taken = theirs.items.find((f) => f.companyDocumentNumber);
    if (taken) {
      fee = candidate;
      break;
    }
  }
  expect(fee, 'a December document of a reseller with a linked number').toBeDefined();
  await page.goto(`${server.baseURL}/servicefee/${fee!.serviceFeeId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Service fee December 2026 · ${fee!.resellerName}` }),
  ).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('Unclaimed');
  await expect(page.getByRole('table', { name: 'Invoices counted' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoViolations(page, 'service fee detail');

  // Claim.
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(fact(page, 'Status')).toHaveText('Claimed');

  // The reseller's number: another of its documents has it, refused on the field; then its own.
  await page.getByRole('button', { name: 'Link document number' }).click();
  const link = page.getByRole('dialog', { name: "Link the reseller's document number" });
  await link.getByLabel("Reseller's document number").fill(taken!.companyDocumentNumber!);
  await link.getByRole('button', { name: 'Link' }).click();
  await expect(link.getByText('This number is already recorded on the reseller’s service fee of')).toBeVisible();
  await expect(link.getByLabel("Reseller's document number")).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'link dialog with its error');
  await link.getByLabel("Reseller's document number").fill(`RS-${fee!.serviceFeeId}-2026`);
  await link.getByRole('button', { name: 'Link' }).click();
  await expect(link).toBeHidden();
  await expect(fact(page, "Reseller's document number")).toHaveText(`RS-${fee!.serviceFeeId}-2026`);

  // Paid today (the picker's default), not in the future.
  await page.getByRole('button', { name: 'Set date paid' }).click();
  const paid = page.getByRole('dialog', { name: 'Set the date paid' });
  await expect(paid.getByLabel('Paid on')).toBeVisible();
  await expectNoViolations(page, 'set-paid dialog');
  await paid.getByRole('button', { name: 'Set paid' }).click();
  await expect(paid).toBeHidden();
  await expect(fact(page, 'Status')).toHaveText('Paid');
  const [y, m, d] = today().split('-');
  await expect(fact(page, 'Paid on')).toHaveText(`${d}/${m}/${y}`);
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Paid');

  // The PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`SF-2026-12-${fee!.serviceFeeId}.pdf`);

  // On the reseller's company page, its service fees.
  await page.goto(`${server.baseURL}/company/${fee!.resellerId}?tab=serviceFees`);
  const tab = page.getByRole('table', { name: 'Service fees' });
  await expect(tab.getByRole('row').nth(1)).toContainText('December 2026');
  await expect(tab.getByRole('row').nth(1)).toContainText('Paid');
});

test('the unclaimed service fees past their claim period were expired by the job', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, `${server.baseURL}/servicefee?statuses=unclaimed&sort=claimUntil`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service fees' })).toBeVisible();
  // None unclaimed is past its period: the first to end ends today or later.
  const unclaimed = await apiAnswer<{ items: Fee[] }>(
    page.request,
    'get',
    `${server.baseURL}${BASE}?statuses=unclaimed&orderBys=claimUntil&pageSize=5`,
  );
  expect(unclaimed.items[0]!.claimUntil.slice(0, 10) >= today()).toBe(true);
  // One expired by the job as the server started: its history says so, by the system.
  const expired = await apiAnswer<{ items: (Fee & { version: number })[] }>(
    page.request,
    'get',
    `${server.baseURL}${BASE}?statuses=expired&pageSize=100`,
  );
  // The seed leaves some of August 2026 unclaimed; their period ended on 30 November 2026.
  const byJob = expired.items.find((f) => f.period === '2026-08');
  expect(byJob, 'an August document expired at start').toBeDefined();
  await page.goto(`${server.baseURL}/servicefee/${byJob!.serviceFeeId}`);
  await expect(fact(page, 'Status')).toHaveText('Expired');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Expired: claim period ended');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('the system');
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);
});
