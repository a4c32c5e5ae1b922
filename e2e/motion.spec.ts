import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, signIn } from './fixtures';

type Recorded = { event: string; part: string; name: string; duration: number };

/**
 * Records every animation that starts or ends on a Radix part (an element with data-state) from
 * now on. An animation's duration is read when it ends (elapsedTime): on a busy machine it may be
 * over before its start event runs.
 */
async function recordAnimations(page: Page) {
  await page.evaluate(() => {
    const seen: Recorded[] = [];
    (window as unknown as { recorded: Recorded[] }).recorded = seen;
    for (const type of ['animationstart', 'animationend'] as const)
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        if (!target.hasAttribute('data-state')) return;
        seen.push({
          event: type,
          part: target.getAttribute('role') ?? 'overlay',
          name: event.animationName,
          duration: event.elapsedTime * 1000,
        });
      });
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded[] }).recorded);

/** Waits until the running animations that end have ended. */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

async function openAndCloseModalAndDrawer(page: Page) {
  await page.keyboard.press('Shift+?');
  const modal = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(modal).toBeVisible();
  await settle(page);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: /notifications/i }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  await settle(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

test.describe('motion', () => {
  // Every other spec runs with reduced motion (playwright.config.ts); this one looks at the motion.
  test.use({ reducedMotion: 'no-preference' });

  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, '/company');
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  });

  test('the modal and the drawer animate in and out within 150-300 ms', async ({ page }) => {
    await recordAnimations(page);
    await openAndCloseModalAndDrawer(page);
    const ended = (await recorded(page)).filter((a) => a.event === 'animationend');
    // Overlay and dialog, opening (-in) and closing (-out), for the modal and the drawer.
    expect(ended.filter((a) => a.part === 'dialog' && a.name.endsWith('-in'))).toHaveLength(2);
    expect(ended.filter((a) => a.part === 'dialog' && a.name.endsWith('-out'))).toHaveLength(2);
    expect(ended.filter((a) => a.part === 'overlay')).toHaveLength(4);
    for (const a of ended) {
      expect(a.duration, `${a.part} ${a.name}`).toBeGreaterThanOrEqual(150);
      expect(a.duration, `${a.part} ${a.name}`).toBeLessThanOrEqual(300);
    }
  });

  test('with reduced motion nothing animates', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordAnimations(page);
    await openAndCloseModalAndDrawer(page);
    expect(await recorded(page)).toEqual([]);
  });
});
