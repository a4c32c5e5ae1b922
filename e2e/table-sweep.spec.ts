import type { Page } from '@playwright/test';
import { expect, test, ACCOUNTS, signIn } from './fixtures';
import { matchesPattern, routeTreeScreens } from './route-tree';

/**
 * Tables that never collapse (docs/lists.md): every screen of the route tree (each list, one record
 * of each kind), loaded directly at 1366x768 and at 1920x1080, with every table on it checked as a
 * person sees it:
 * - no header cell runs over another (nor past its own edge);
 * - no cell narrower than its column kind's minimum, read from the cell itself (`data-column-kind`,
 *   its `min-width`: column-kinds.ts), never a copy here;
 * - no button or link of a row outside the viewport unless inside a horizontal scroll container,
 *   and the page itself never scrolls sideways (only a table's own box does);
 * - no console error.
 * One page, one navigation per screen; the second size is the same page resized. A record's screen
 * opens a record a list showed (the first row link of its pattern), the route tree's example else: an
 * example id may not be a record of every kind (invoice 1 is not a manual invoice).
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

// Lists first (no parameter), so the records they link to are known when their screens come.
const screens = routeTreeScreens()
  .filter((s) => s.path !== '/login')
  .sort((a, b) => Number(a.pattern.includes('$')) - Number(b.pattern.includes('$')));

test('every list and record screen keeps its tables readable at 1366x768 and 1920x1080', async ({ page }) => {
  test.setTimeout(30_000 + screens.length * 4_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(SIZES[0]!);
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  let checked = 0;
  const linked: string[] = [];
  for (const screen of screens) {
    const path = linked.find((href) => matchesPattern(screen.pattern, href)) ?? screen.path;
    errors.length = 0;
    await page.setViewportSize(SIZES[0]!);
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
    // The rows a user sees: no placeholder rows, nothing loading.
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
    await expect(page.getByTestId('skeleton-row'), path).toHaveCount(0);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const { tables, problems } = await tableProblems(page);
      expect(problems, `${path} at ${size.width}x${size.height}`).toEqual([]);
      checked += tables;
    }
    expect(errors, `console errors on ${path}`).toEqual([]);
    const rowLinks = await page
      .locator('tbody a[href^="/"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    linked.push(...rowLinks);
  }
  // The sweep saw tables (a broken selector would pass every screen).
  expect(checked).toBeGreaterThan(20);
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
