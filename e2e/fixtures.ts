import AxeBuilder from '@axe-core/playwright';
import { startServer, type RunningServer } from '../bench/server-process';
import { seedSnapshot } from '../playwright.config';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * A screen the server rendered paints before its scripts take it over; a click or a key before that is
 * lost, as it would be for a person. `page.goto` and `page.reload` return once the app reacts to input
 * (src/app-root.tsx marks it), on every page of every context a test opens.
 */
function interactiveNavigation(page: Page) {
  const untilInteractive = () => expect(page.locator('html[data-interactive]')).toBeAttached();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilInteractive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilInteractive();
    return response;
  };
}

const interactivePages = (context: BrowserContext) => context.on('page', interactiveNavigation);

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    interactivePages(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        interactivePages(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };

/**
 * A server of the spec's own, on `E2E_PORT` + `offset`, for a spec that changes demo data other specs
 * read (it pays invoices, approves a month, fixes companies): started before its tests, stopped after.
 */
export function serverOfItsOwn(offset: number) {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(
      { CHECK_ANSWERS: 'true', LOGIN_RATE_LIMIT: '10' },
      Number(process.env.E2E_PORT ?? 4310) + offset,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseURL() {
      return server!.baseURL;
    },
  };
}

/** A server of a spec's own on `port`, with the demo data the main server seeded (its snapshot, not seeded again). */
export const startOwnServer = (env: Record<string, string>, port: number) =>
  startServer({ SEED_SNAPSHOT: seedSnapshot, ...env }, port);

export const PASSWORD = 'demo-password-2026';
export const ACCOUNTS = {
  admin: 'admin@backoffice.test',
  viewer: 'viewer@backoffice.test',
  products: 'products@backoffice.test',
  nomodule: 'nomodule@backoffice.test',
} as const;

/** Sidebar entries (top level) in order, for an account that may read every module. */
export const ALL_SIDEBAR = [
  'Companies',
  'Products',
  'Contracts',
  'Invoices',
  'Request logs',
  'Service fees',
  'Tasks',
  'File imports',
  'IP plan',
  'Mails',
  'Rebate groups',
  'Data quality',
  'Content',
  'Access',
];

/**
 * Signs in and opens `path`: the sign-in call made on the page's own session (its cookies are the
 * browser's), then the screen loaded. The sign-in screen itself is walked by `signInByForm`
 * (e2e/auth.spec.ts, e2e/identity.spec.ts); every other test starts on its own screen, which spares the
 * tier a sign-in screen's load and hydration per test.
 */
export async function signIn(page: Page, email: string, path = '/') {
  // A screen of another server (a spec's own, on another port) is signed in on that server.
  await signInApi(page.request, email, /^https?:/.test(path) ? new URL(path).origin : '');
  await page.goto(path);
}

/** Signs in through the login screen, as a person would. */
export async function signInByForm(page: Page, email: string, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The hub messages a page receives over its WebSocket (to prove a change came from the hub). */
export function hubFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/hubs/notifications')) ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
  return frames;
}

/** Waits until the page's hub connection is up (its handshake answered): from then on it hears changes. */
export const hubConnected = (frames: string[]) => expect.poll(() => frames.some((f) => f.startsWith('{}'))).toBe(true);

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Modules' });

export async function sidebarEntries(page: Page) {
  const texts = await sidebar(page).locator(':scope > ul > li > a, :scope > ul > li > button').allInnerTexts();
  // The first line is the name; a group's chevron follows it.
  return texts.map((text) => (text.split('\n')[0] ?? '').trim());
}

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe scan run inside the page itself (its frames included). The default run finishes in a blank page
 * of its own per scan: a new page each time, which cost the tier about a second a scan on a busy machine
 * and could take the focus from the page under test (closing an open menu).
 */
/**
 * axe as the scans use it: what it reports is the violations, so it builds only those in full (axe's
 * `resultTypes`: the passing and not applicable checks are kept to one node each instead of every one).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/**
 * An axe scan (WCAG 2.2 AA tags) of the page at rest: no list refreshing (a refreshing table is
 * dimmed on purpose, for a moment) and no animation running. A refresh that starts during the scan,
 * even one over by its end (a colleague's change announced by the hub), or an alert that starts to
 * fade out during the scan (its time ran out) makes it scan again once the page is at rest.
 */
export async function expectNoViolations(page: Page, where: string) {
  const busy = page.locator('[aria-busy="true"]');
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(busy).toHaveCount(0);
    // Colours are judged at rest: an alert fading in is briefly lighter than it will be. An alert
    // (sonner) starts its fade only once mounted and fades out when removed: wait for both, then two
    // frames, so a transition the last render started (a table fading back after a refresh) exists.
    await expect(
      page.locator('[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]'),
    ).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    // A frame sandboxed without scripts (a mail's body: the sender's content, not ours) runs no
    // timers, so axe would wait in it forever; the tests find it by its title instead.
    const toasts = await page.locator('[data-sonner-toast]').count();
    // A refresh that starts and ends while axe runs (a colleague's change, a mail's status moving on)
    // leaves nothing busy at the end, but axe judged the dimmed table's colours: watch for one.
    await page.evaluate(() => {
      const w = window as unknown as { __scanWatch?: MutationObserver; __scanDisturbed?: boolean };
      w.__scanDisturbed = false;
      w.__scanWatch?.disconnect();
      w.__scanWatch = new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"]')) w.__scanDisturbed = true;
      });
      w.__scanWatch.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    });
    result = await axe(page).withTags(A11Y_TAGS).exclude('iframe[sandbox=""]').analyze();
    const disturbed = await page.evaluate(() => {
      const w = window as unknown as { __scanWatch?: MutationObserver; __scanDisturbed?: boolean };
      w.__scanWatch?.disconnect();
      return w.__scanDisturbed === true;
    });
    // An alert whose time ran out during the scan faded while axe judged its colours: scan again.
    const alertsAtRest =
      (await page.locator('[data-sonner-toast]').count()) === toasts &&
      (await page.locator('[data-sonner-toast][data-removed="true"]').count()) === 0;
    if ((await busy.count()) === 0 && alertsAtRest && !disturbed) break;
  }
  expect(
    result!.violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * A record found in a reference combobox (`scope`: the dialog or panel it is in): types `text`, waits
 * for the server's matches, moves to the option named `option` (the first when not given) with the
 * arrows and picks it with Enter, as a keyboard user does. Returns the combobox.
 */
export async function pickInCombobox(scope: Locator, label: string, text: string, option?: string | RegExp) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.fill(text);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  // The combobox's own options (a native select beside it has options too).
  const options = scope.getByRole('listbox').getByRole('option');
  const wanted = option ? scope.getByRole('listbox').getByRole('option', { name: option }).first() : options.first();
  await expect(wanted).toBeVisible();
  // Down until the wanted option is the active one (aria-activedescendant), then Enter.
  const id = await wanted.getAttribute('id');
  for (let step = 0; step < 60 && (await input.getAttribute('aria-activedescendant')) !== id; step++)
    await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', id!);
  await input.press('Enter');
  await expect(scope.getByRole('listbox')).toHaveCount(0);
  return input;
}

/** Replaces what a code editor (the task data's JSON editor) holds as a user does: focus, select all, type. */
export async function typeInEditor(editor: Locator, text: string) {
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.pressSequentially(text);
}

/**
 * The list screen's filter panel, opened first when it is closed (its default; the active filters
 * are chips then). The panel stays open for the rest of the test, as it does for a user.
 */
export async function filters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A call as the SPA makes it, through a signed-in page's request context; its answer's `response`. */
export async function apiAnswer<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const reply = await request[method](path, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.ok(), `${method} ${path}: ${reply.status()} ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { response: T }).response;
}

/** Signs in through the API (a colleague in another session, on the `request` context). */
export async function signInApi(request: APIRequestContext, email: string, origin = '') {
  const login = await request.post(`${origin}/api/security/v2/account/login`, {
    data: { email, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.ok()).toBe(true);
}

/** How far the page and the first table scroll sideways (0 and 0: everything fits). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.querySelector('table')!.parentElement!;
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: scroller.scrollWidth - scroller.clientWidth,
    };
  });

const CONTRACTS_API = '/api/contract/v2/contracts';

/**
 * Fills the new product form (/products/add): `code`, the first product type and price method, Active,
 * and its descriptions in Dutch, English and French.
 */
export async function fillNewProduct(
  page: Page,
  code: string,
  [nl, en, fr] = ['Testproduct voor e2e', 'Test product for e2e', 'Produit de test pour e2e'],
) {
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Product type').selectOption({ index: 1 });
  await page.getByLabel('Price method').selectOption({ index: 1 });
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByLabel('Description (Dutch)').fill(nl);
  await page.getByLabel('Description (English)').fill(en);
  await page.getByLabel('Description (French)').fill(fr);
}

/** The rows of the invoices list at `path` (signed in as the admin) once they show, and the first two's numbers. */
export async function invoiceRows(page: Page, path: string) {
  await signIn(page, ACCOUNTS.admin, path);
  const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
  await expect(rows.first().getByRole('link').first()).toBeVisible();
  const numberOf = async (i: number) => (await rows.nth(i).getByRole('link').first().innerText()).trim();
  return { rows, first: await numberOf(0), second: await numberOf(1) };
}

/** Signs in as the admin at `path` and waits for its screen's title, `heading`. */
export async function signInTo(page: Page, path: string, heading: string) {
  await signIn(page, ACCOUNTS.admin, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Signs in as the admin on the contracts list; the session cookie is set once the list shows. */
export const signInToContracts = (page: Page) => signInTo(page, '/contract', 'Contracts');

/** The customers a contract may be for, as the contract form offers them. */
export const contractCustomers = (request: APIRequestContext) =>
  apiAnswer<{ companyId: number; name: string }[]>(request, 'get', `${CONTRACTS_API}/parties?role=customer`);

/** A contract made through the API, of the contract type with code `type`, with `fields`: its id. */
export async function createContract(request: APIRequestContext, type: string, fields: Record<string, unknown>) {
  const types = await apiAnswer<{ contractTypeId: number; code: string }[]>(
    request,
    'get',
    `${CONTRACTS_API}/contracttypes`,
  );
  const contractTypeId = types.find((t) => t.code === type)!.contractTypeId;
  return (await apiAnswer<{ contractId: number }>(request, 'post', CONTRACTS_API, { ...fields, contractTypeId }))
    .contractId;
}

/** A running contract, invoiced up front at the recommended price. */
const ACTIVE_AT_RRP = { status: 'ACTIVE', calculationType: 'invoicedUpFront', priceType: 'RRP' };

/** An active NCE licence contract from today, priced at the recommended price, for the first customer: its id. */
export async function createNceContract(request: APIRequestContext) {
  const customers = await contractCustomers(request);
  return createContract(request, 'o365NCE', {
    ...ACTIVE_AT_RRP,
    customerId: customers[0]!.companyId,
    dateStart: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
  });
}

/**
 * An active hosting contract (invoiced up front at the recommended price) of `customerId`, else of
 * the first customer, with one item of the first hosting product, `quantity` of it; both start on
 * `dateStart` (a wire day): its id.
 */
export async function createHostingContract(
  request: APIRequestContext,
  { customerId, dateStart, quantity }: { customerId?: number; dateStart: string; quantity: number },
) {
  customerId ??= (await contractCustomers(request))[0]!.companyId;
  const products = await apiAnswer<{ productId: number }[]>(
    request,
    'get',
    `${CONTRACTS_API}/products?searchText=HOST`,
  );
  const contractId = await createContract(request, 'hosting', { ...ACTIVE_AT_RRP, customerId, dateStart });
  await apiAnswer(request, 'post', `${CONTRACTS_API}/contractitem`, {
    contractId,
    productId: products[0]!.productId,
    dateStart,
    quantity,
  });
  return contractId;
}
