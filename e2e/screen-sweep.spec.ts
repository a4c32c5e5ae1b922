import type { Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn } from './fixtures';
import { matchesPattern, routeTreeScreens } from './route-tree';

/**
 * Every screen of the route tree (each list, one record of each kind), for the all-modules account,
 * loaded directly (rendered by the server, then taken over) once, and checked as a person sees it:
 * - no console error while it loads (a hydration mismatch, a failed call, an exception);
 * - with `SWEEP_AXE=1` (`npm run bench`), no WCAG 2.2 AA violation (axe; the placeholder of the
 *   modules not built yet scanned once). The scans are three fifths of the sweep's time (41 screens,
 *   one worker, 2026-12-07: loading 72 s, tables 13 s, scans 133 s) and grow with every screen, so
 *   `npm test` leaves them to each screen's own spec and to `e2e/accessibility.spec.ts`;
 * - tables that never collapse (docs/lists.md), at 1366x768 and at 1920x1080:
 * - no header cell runs over another (nor past its own edge);
 * - no cell narrower than its column kind's minimum, read from the cell itself (`data-column-kind`,
 *   its `min-width`: column-kinds.ts), never a copy here;
 * - no button or link of a row outside the viewport unless inside a horizontal scroll container,
 *   and the page itself never scrolls sideways (only a table's own box does);
 * One navigation per screen; the second size is the same page resized. The screens are shared by a
 * few tests that the two workers run side by side, a module's list and records in one test: a
 * record's screen opens a record its list showed (the first row link of its pattern), the route
 * tree's example else (an example id may not be a record of every kind: invoice 1 is not a manual
 * invoice; a record the example does not name shows its not-found screen, its call's 404 no error).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** What breaks on the tables of the page as it shows now (empty when nothing does). */
function tableProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (e: Element) => e.getClientRects().length > 0;
    const name = (e: Element) => `${e.closest('table')?.querySelector('caption')?.textContent ?? 'table'}: `;
    const text = (e: Element) => (e.textContent ?? '').trim().slice(0, 30) || e.getAttribute('aria-label') || '?';
    const tables = [...document.querySelectorAll('table')].filter(shown);
    for (const table of tables) {
      for (const row of table.querySelectorAll('thead tr')) {
        const heads = [...row.children].filter(shown);
        heads.forEach((th, i) => {
          const box = th.getBoundingClientRect();
          const next = heads[i + 1]?.getBoundingClientRect();
          // A column kept in view (the first, the actions) covers the ones that scroll under it, by design.
          const kept = [th, heads[i + 1]].some((e) => e && getComputedStyle(e).position === 'sticky');
          if (next && !kept && box.right > next.left + 0.5)
            problems.push(`${name(th)}header "${text(th)}" overlaps the next`);
          if (th.scrollWidth > th.clientWidth + 1) problems.push(`${name(th)}header "${text(th)}" runs past its cell`);
        });
      }
      for (const cell of table.querySelectorAll<HTMLElement>('[data-column-kind]')) {
        if (!shown(cell)) continue;
        const min = parseFloat(getComputedStyle(cell).minWidth);
        const width = cell.getBoundingClientRect().width;
        if (!(min > 0)) problems.push(`${name(cell)}a ${cell.dataset.columnKind} cell without a minimum width`);
        else if (width + 0.5 < min)
          problems.push(`${name(cell)}${cell.dataset.columnKind} cell "${text(cell)}" is ${width} px, below ${min}`);
      }
      for (const control of table.querySelectorAll('tbody a, tbody button')) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.left >= -0.5 && box.right <= innerWidth + 0.5) continue;
        let scroller = control.parentElement;
        while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
        const frame = scroller?.getBoundingClientRect();
        if (!frame || scroller === document.getElementById('main') || frame.right > innerWidth + 0.5)
          problems.push(`${name(control)}"${text(control)}" is outside the viewport without a scroll container`);
      }
    }
    const main = document.getElementById('main');
    if (main && main.scrollWidth > main.clientWidth + 1) problems.push('the page scrolls sideways');
    return { tables: tables.length, problems };
  });
}

const SCAN_EVERY_SCREEN = process.env.SWEEP_AXE === '1';
const GROUPS = 4;
const screens = routeTreeScreens().filter((s) => s.path !== '/login');
/** A module's screens (by their first path segment) in one group, the groups about even in size. */
function groups() {
  const modules = new Map<string, typeof screens>();
  for (const screen of screens) {
    const key = screen.pattern.split('/')[1] ?? '';
    modules.set(key, [...(modules.get(key) ?? []), screen]);
  }
  const result = Array.from({ length: GROUPS }, () => [] as typeof screens);
  for (const module of [...modules.values()].sort((a, b) => b.length - a.length))
    result.reduce((smallest, group) => (group.length < smallest.length ? group : smallest)).push(...module);
  // Lists first (no parameter), so the records they link to are known when their screens come.
  return result.map((group) => group.sort((a, b) => Number(a.pattern.includes('$')) - Number(b.pattern.includes('$'))));
}

test.describe('every screen of the route tree', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the route tree has its screens', () => {
    expect(screens.length).toBeGreaterThan(25);
  });

  for (const [index, group] of groups().entries()) {
    test(`screens ${index + 1} of ${GROUPS}: ${group[0]?.path} and ${group.length - 1} more`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 12_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize(SIZES[0]!);
      await signIn(page, ACCOUNTS.admin, '/company');
      await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
      const placeholder = page.getByText('This part of the back office will appear here as soon as it is ready.', {
        exact: false,
      });
      let placeholderScanned = false;
      let checked = 0;
      const linked: string[] = [];
      for (const screen of group) {
        const path = linked.find((href) => matchesPattern(screen.pattern, href)) ?? screen.path;
        errors.length = 0;
        await page.setViewportSize(SIZES[0]!);
        await page.goto(path);
        await expect(page.locator('h1').first(), path).toBeVisible();
        // The rows a user sees: no placeholder rows, nothing loading (a limit, not a wait: the API
        // reference renders Swagger UI's 1.6 MB and 170 calls, over 15 s on a loaded machine).
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 60_000 });
        await expect(page.getByTestId('skeleton-row'), path).toHaveCount(0);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          const { tables, problems } = await tableProblems(page);
          expect(problems, `${path} at ${size.width}x${size.height}`).toEqual([]);
          checked += tables;
        }
        const missing = (await page.locator('[data-missing]').count()) > 0;
        // Playwright's own scripts in a sandboxed frame (the CMS preview) are blocked and say so in the
        // console; a person's browser runs none there (microsoft/playwright#33343).
        const unexpected = errors.filter(
          (e) => !(missing && /status of 404/.test(e)) && !/^Blocked script execution in 'about:srcdoc'/.test(e),
        );
        expect(unexpected, `console errors on ${path}`).toEqual([]);
        const isPlaceholder = (await placeholder.count()) > 0;
        if (SCAN_EVERY_SCREEN && !(isPlaceholder && placeholderScanned)) await expectNoViolations(page, path);
        placeholderScanned ||= isPlaceholder;
        const rowLinks = await page
          .locator('tbody a[href^="/"]')
          .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        linked.push(...rowLinks);
      }
      // The sweep saw tables (a broken selector would pass every screen): all but the smallest group.
      if (group.length > 6) expect(checked).toBeGreaterThan(2);
    });
  }
});

test('a pinned column shows its edge only while rows scroll under it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/invoices/invoices');
  const scroller = page.locator('[data-table-scroll]').first();
  const row = scroller.locator('tbody tr').first();
  await expect(row.getByRole('link').first()).toBeVisible();
  // The list is wider than its box here: it scrolls sideways.
  expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  const first = row
    .locator('td.sticky')
    .filter({ hasNot: page.getByRole('checkbox') })
    .first();
  const actions = row.locator('td.sticky.right-0');
  const shadow = (cell: typeof first) => cell.evaluate((e) => getComputedStyle(e).boxShadow);
  expect(await shadow(first)).toBe('none');
  if (await actions.count()) expect(await shadow(actions)).not.toBe('none');
  await scroller.hover();
  await page.mouse.wheel(400, 0);
  await expect.poll(() => shadow(first)).not.toBe('none');
  await scroller.evaluate((e) => e.scrollTo({ left: 0 }));
  await expect.poll(() => shadow(first)).toBe('none');
});
