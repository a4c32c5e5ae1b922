/**
 * The work queue as staff use it (issue 32, Tasks): the list's filters in the URL (status by default
 * the active ones, category, assignee mine, nobody or a person, the due date); a task assigned to
 * oneself and resolved with the keyboard alone, the sidebar's badge counting it; selected tasks given
 * to a colleague after the assign-to confirmation that names them, then resolved together; a failed
 * mail's task whose data (JSON) refuses a wrong address on the field, takes a right one, and whose
 * execution resends the mail and resolves it, live; an NCE licence added on its contract's screen
 * makes an order task whose execution orders the subscription at the (embedded) licence provider;
 * the read-only account sees tasks but no action.
 */
import { type Locator, type Page } from '@playwright/test';
import {
  expect,
  test,
  ACCOUNTS,
  apiAnswer,
  createNceContract,
  filters,
  pickInCombobox,
  signIn,
  signInApi,
  sidebar,
  typeInEditor,
  signInTo,
} from './fixtures';

const ADMIN_NAME = 'Ada Admin';
const table = (page: Page) => page.getByRole('table', { name: 'Tasks' });
const rows = (page: Page) => table(page).locator('tbody tr');
/** The cells of one column (by its header's position), row by row. */
async function column(page: Page, header: string) {
  // Every header cell, those a narrow table hides too, so the positions match the rows' cells.
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim().startsWith(header));
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** Presses Tab until `target` has the focus (the keyboard-only path), at most 60 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Executes the task on its page after its question (`question`); its outcome, once the job ran and resolved it. */
async function execute(page: Page, question: string) {
  await page.getByRole('button', { name: 'Execute' }).click();
  const asked = page.getByRole('alertdialog');
  await expect(asked).toContainText(question);
  await asked.getByRole('button', { name: 'Execute' }).click();
  const status = page.getByTestId('execution-status');
  await expect(status).toContainText('Executed: the task is resolved.', { timeout: 30_000 });
  return status;
}

/** The number the sidebar's badge shows beside Tasks (0 when none). */
async function badge(page: Page) {
  const shown = sidebar(page).getByTestId('tasks-badge');
  return (await shown.count()) ? Number(await shown.innerText()) : 0;
}

test.describe('tasks', () => {
  test('the list: the active ones by default, then by category, assignee and due date, all in the URL', async ({
    page,
  }) => {
    await signInTo(page, '/tasks', 'Tasks');
    await expect(rows(page).first()).toBeVisible();
    const statuses = await column(page, 'Status');
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.filter((s) => !['Open', 'On hold', 'Executing', 'Failed'].includes(s.trim()))).toEqual([]);

    const panel = await filters(page);
    await expect(panel.getByRole('checkbox', { name: 'Open' })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Resolved' })).not.toBeChecked();
    await panel.getByRole('checkbox', { name: 'Mail not delivered' }).check();
    await expect(page).toHaveURL(/categories=mailFailed/);
    await expect.poll(async () => [...new Set(await column(page, 'Category'))]).toEqual(['Mail not delivered']);
    await panel.getByRole('checkbox', { name: 'Mail not delivered' }).uncheck();

    await panel.getByRole('checkbox', { name: 'Mine' }).check();
    await expect(page).toHaveURL(/assignees=mine/);
    await expect.poll(async () => [...new Set(await column(page, 'Assignee'))]).toEqual([ADMIN_NAME]);
    await panel.getByRole('checkbox', { name: 'Mine' }).uncheck();
    await panel.getByRole('checkbox', { name: 'Nobody' }).check();
    await expect.poll(async () => [...new Set(await column(page, 'Assignee'))]).toEqual(['Nobody']);
    await panel.getByRole('checkbox', { name: 'Nobody' }).uncheck();

    const person = panel.getByRole('combobox', { name: 'Assigned to', exact: true });
    await person.fill('Ada');
    await page.getByRole('option', { name: ADMIN_NAME, exact: true }).click();
    await expect(page).toHaveURL(/assigneeIds=\d+/);
    await person.press('Escape');
    await expect.poll(async () => [...new Set(await column(page, 'Assignee'))]).toEqual([ADMIN_NAME]);
    await panel.getByRole('button', { name: `Remove ${ADMIN_NAME}` }).click();
    await expect(page).not.toHaveURL(/assigneeIds/);

    // The first due task's day, as from and until: only tasks due that day.
    const first = (await column(page, 'Due date'))[0]!.trim();
    await panel.getByRole('textbox', { name: 'From' }).fill(first);
    await panel.getByRole('textbox', { name: 'From' }).press('Tab');
    await expect(page).toHaveURL(/dueFrom=\d{4}-\d\d-\d\d/);
    await panel.getByRole('textbox', { name: 'Until' }).fill(first);
    await panel.getByRole('textbox', { name: 'Until' }).press('Tab');
    await expect(page).toHaveURL(/dueFrom=\d{4}-\d\d-\d\d&dueUntil=\d{4}-\d\d-\d\d/);
    await expect.poll(async () => [...new Set(await column(page, 'Due date'))]).toEqual([first]);

    // A copied link opens the same view.
    await page.reload();
    await expect.poll(async () => [...new Set(await column(page, 'Due date'))]).toEqual([first]);
  });

  test('keyboard only: assign a task to myself and resolve it; the badge counts it while it is mine', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/tasks?assignees=nobody&statuses=open');
    await expect(rows(page).first()).toBeVisible();
    // The demo's admin has tasks of their own: the badge shows them once counted.
    await expect(sidebar(page).getByTestId('tasks-badge')).toBeVisible();
    const before = await badge(page);
    const link = rows(page).first().getByRole('link');
    const subject = (await link.innerText()).trim();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(subject);
    await expect(page.getByText('Not assigned')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Assign to me' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Assigned to ${ADMIN_NAME}`)).toBeVisible();
    await expect(page.getByText('The task is yours now.')).toBeVisible();
    await expect.poll(() => badge(page)).toBe(before + 1);

    await tabTo(page, page.getByRole('button', { name: 'Resolve' }));
    await page.keyboard.press('Enter');
    const overview = page.getByRole('region', { name: 'Task', exact: true });
    await expect(overview.getByText('Resolved')).toBeVisible();
    await expect.poll(() => badge(page)).toBe(before);
    // The history says each step, newest first, with who did it.
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.locator('tbody tr').nth(0)).toContainText('Status changed');
    await expect(history.locator('tbody tr').nth(0)).toContainText(ADMIN_NAME);
    await expect(history.locator('tbody tr').nth(1)).toContainText('Assigned');
    // Resolved, it can only be reopened.
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  });

  test('selected tasks: given to a colleague after a confirmation naming them, then resolved together', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, '/tasks?assignees=nobody&statuses=open&sort=dueDate_desc');
    await expect(rows(page).nth(1)).toBeVisible();
    const subjects = [
      (await rows(page).nth(0).getByRole('link').innerText()).trim(),
      (await rows(page).nth(1).getByRole('link').innerText()).trim(),
    ];
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    const actions = page.getByRole('toolbar', { name: 'Actions on the selected tasks' });
    await actions.getByRole('button', { name: 'Assign to… (2)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Assign 2 tasks' });
    // Nobody chosen yet: the confirmation asks for someone.
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await pickInCombobox(dialog, 'Assign to', 'Ada', ADMIN_NAME);
    await expect(dialog.getByText(`2 tasks will be assigned to ${ADMIN_NAME}.`)).toBeVisible();
    await dialog.getByRole('button', { name: `Assign to ${ADMIN_NAME}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`2 tasks are assigned to ${ADMIN_NAME}.`)).toBeVisible();
    // No longer nobody's: they leave this view.
    for (const subject of subjects) await expect(table(page).getByRole('link', { name: subject })).toHaveCount(0);

    await page.goto('/tasks?assignees=mine&statuses=open&sort=dueDate_desc');
    for (const subject of subjects)
      await expect(table(page).getByRole('link', { name: subject }).first()).toBeVisible();
    for (const subject of subjects)
      await rows(page)
        .filter({ has: page.getByRole('link', { name: subject, exact: true }) })
        .first()
        .getByRole('checkbox')
        .check();
    await actions.getByRole('button', { name: 'Resolve (2)' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Resolve 2 selected tasks?');
    await question.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('2 tasks are resolved.')).toBeVisible();
    for (const subject of subjects) await expect(table(page).getByRole('link', { name: subject })).toHaveCount(0);
  });

  test("a failed mail's task: a wrong address is refused on the field, a right one saved, then executed live", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.admin, '/tasks?categories=mailFailed&statuses=open&statuses=onHold');
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mail not delivered');

    await page.getByRole('button', { name: 'Edit data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the task’s data' });
    const editor = dialog.getByRole('textbox', { name: 'Data (JSON)' });
    // The editor (an editable region, keys and values coloured) holds the data as it is.
    await expect(editor).toContainText('"recipients"');
    await typeInEditor(editor, JSON.stringify({ recipients: ['finance@example.com', 'not-an-address'] }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Recipients (2): Enter a valid e-mail address.')).toBeVisible();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toBeFocused();
    // Not JSON at all: where it stops being JSON.
    await typeInEditor(editor, '{ "recipients": [');
    await expect(dialog.getByText(/This is not valid JSON \(line 1, column \d+\)\./)).toBeVisible();

    await typeInEditor(editor, JSON.stringify({ recipients: ['finance@example.com'], note: 'New billing address' }));
    await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
    // Tab leaves the editor (it indents nothing): the keyboard is never trapped in it.
    await editor.press('Tab');
    await expect(editor).not.toBeFocused();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The task’s data was saved.')).toBeVisible();
    const data = page.getByRole('region', { name: 'Data' });
    await expect(data).toContainText('finance@example.com');
    await expect(data).toContainText('New billing address');
    await expect(page.getByRole('table', { name: 'History' }).locator('tbody tr').first()).toContainText(
      'Data changed',
    );

    // Execute: the question says what it does; the outcome shows when the job has run.
    const status = await execute(page, 'Send the mail again to the recipients in the task’s data?');
    await expect(status).toContainText(/The mail was sent again \(mail \d+\)\./);
    await expect(page.getByRole('region', { name: 'Task', exact: true }).getByText('Resolved')).toBeVisible();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history).toContainText('Executed');
    await expect(history).toContainText('Execution started');
  });

  test('an NCE licence added on its contract makes an order task; executed, the provider holds the subscription', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInTo(page, '/contract', 'Contracts');
    const contractId = await createNceContract(page.request);
    const { number } = await apiAnswer<{ number: string }>(
      page.request,
      'get',
      `/api/contract/v2/contracts/${contractId}`,
    );
    // A licence the catalogue sells on a yearly term, billed monthly.
    const offers = await apiAnswer<{ code: string; name: string }[]>(
      page.request,
      'get',
      '/api/contract/v2/contracts/products?searchText=-P1Y-M',
    );
    const licence = offers.find((p) => p.code.endsWith('-P1Y-M'))!;
    expect(licence, 'an NCE product with a yearly term billed monthly').toBeDefined();

    // Added on the contract's screen, as staff do.
    await page.goto(`/contract/${contractId}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Contract ${number}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Add item' }).click();
    const add = page.getByRole('dialog', { name: `New item on contract ${number}` });
    await pickInCombobox(add, 'Product', licence.code, `${licence.code} – ${licence.name}`);
    await add.getByLabel('Quantity').fill('3');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toHaveCount(0);

    // Its order task in the work queue, found by category and the contract's number.
    const subject = `${number} · ${licence.code}`;
    await page.goto('/tasks');
    await (await filters(page)).getByRole('checkbox', { name: 'Order subscription' }).check();
    await page.getByLabel('Search').fill(number);
    await expect(page).toHaveURL(/categories=subscriptionOrder/);
    await table(page).getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Order subscription');
    await expect(page.getByRole('region', { name: 'Data' })).toContainText(licence.code);

    const status = await execute(page, 'Order the subscription at the provider now?');
    const ordered = /Subscription ([0-9a-f-]{36}) was ordered at the provider\./;
    await expect(status).toContainText(ordered);
    const subscriptionId = ordered.exec(await status.innerText())![1]!;
    await expect(page.getByRole('region', { name: 'Task', exact: true }).getByText('Resolved')).toBeVisible();

    // The contract's licence and the provider's subscription: the same, in sync.
    await page.getByRole('link', { name: subject }).first().click();
    await page
      .getByRole('navigation', { name: 'Contract sections' })
      .getByRole('link', { name: 'Subscriptions' })
      .click();
    const licences = page.getByRole('table', { name: /^Licences of contract/ });
    const row = licences.getByRole('row').filter({ hasText: licence.code });
    await expect(row).toContainText('In sync');
    await expect(row).toContainText(subscriptionId.slice(0, 8));
    await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  });

  test('the read-only account sees the tasks live, and a task, but no selection and no action', async ({
    page,
    request,
  }) => {
    await signIn(page, ACCOUNTS.viewer, '/tasks?assignees=nobody&statuses=open&sort=dueDate_desc');
    await expect(rows(page).first()).toBeVisible();
    await expect(table(page).getByRole('checkbox')).toHaveCount(0);
    // A colleague takes a task: it leaves the viewer's list of nobody's tasks without a reload (the hub).
    const href = (await rows(page).first().getByRole('link').getAttribute('href'))!;
    await signInApi(request, ACCOUNTS.admin);
    const task = await apiAnswer<{ version: number }>(request, 'get', `/api/task/v2/tasks/${href.split('/').at(-1)}`);
    await apiAnswer(request, 'post', `/api/task/v2${href}/assigntome`, { version: task.version });
    await expect(table(page).locator(`a[href="${href}"]`)).toHaveCount(0);
    await page.goto('/tasks');
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Task actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit data' })).toHaveCount(0);
  });
});
