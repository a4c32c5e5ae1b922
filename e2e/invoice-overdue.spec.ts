/**
 * An invoice past its due date is overdue, as a server running like production makes it: this spec
 * starts a server of its own with the due-date pass on (the shared end-to-end server keeps the
 * seeded states whatever the day), finds an invoice that approval left created and the pass moved as
 * the server started, and sees it overdue by the system, saying why, with its first reminder offered.
 */
import type { RunningServer } from '../bench/server-process';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn, startOwnServer } from './fixtures';

type History = { fromState: string | null; toState: string; userName: string | null; note: string | null }[];

const port = Number(process.env.E2E_PORT ?? 4310) + 1;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ INVOICE_OVERDUE_JOB: 'true', CHECK_ANSWERS: 'true', LOGIN_RATE_LIMIT: '10' }, port);
});
test.afterAll(async () => {
  await server?.stop();
});

test('an invoice past its due date is overdue from the start, moved by the system', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, `${server.baseURL}/invoices/invoices?states=overdue&types=invoice`);
  await expect(page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first()).toBeVisible();

  // October's invoices fell due on 31/10. The seed sent most of them first; one approval left
  // created went straight to overdue, moved by the pass.
  const api = `${server.baseURL}/api/invoice/v2`;
  const october = await apiAnswer<{ items: { invoiceId: number; documentNumber: string }[] }>(
    page.request,
    'get',
    `${api}/invoices?states=overdue&types=invoice&monthFrom=2026-10&monthUntil=2026-10&pageSize=100`,
  );
  let moved: { invoiceId: number; documentNumber: string } | undefined;
  for (const item of october.items) {
    const history = await apiAnswer<History>(page.request, 'get', `${api}/invoices/${item.invoiceId}/status-history`);
    const steps = history.map((h) => `${h.fromState}>${h.toState}:${h.userName ?? 'system'}:${h.note}`);
    if (steps.join() === `draft>created:system:null,created>overdue:system:dueDatePassed`) {
      moved = item;
      break;
    }
  }
  expect(moved, 'an October invoice the pass moved from created to overdue').toBeDefined();

  await page.goto(`${server.baseURL}/invoices/invoices/${moved!.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${moved!.documentNumber}` })).toBeVisible();
  const fact = (label: string) => page.locator(`dt:text-is("${label}") + dd`).first();
  await expect(fact('State')).toHaveText('Overdue');
  await expect(fact('Due date')).toHaveText('31/10/2026');
  const last = page.getByRole('list', { name: 'Status history' }).locator('li').last();
  await expect(last).toContainText('Overdue');
  await expect(last).toContainText('by the system');
  await expect(last).toContainText('Due date passed');
  await expect(
    page.getByRole('toolbar', { name: 'Invoice actions' }).getByRole('button', { name: 'Record first reminder' }),
  ).toBeVisible();
  await expectNoViolations(page, 'invoice overdue since the start');
});
