/**
 * Views a team shares (issue 35): the products user shares a saved filter; a colleague who may read
 * products, the products list open, sees it arrive among their saved filters (the hub announces it),
 * marked shared with its owner, opens it there and by its link, and may not delete it (no control,
 * and the server refuses); when its owner deletes it, it leaves the colleague's list; axe scans both
 * panels.
 */
import { expect, test, ACCOUNTS, expectNoViolations, filters, hubConnected, hubFrames, signIn } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('views a team shares', () => {
  test('a shared view opens for a colleague from the saved filters and by its link; only its owner deletes it', async ({
    page,
    browser,
  }) => {
    // Unique per run (the spec may be repeated on one server): another run's view never matches.
    const name = `Active licences ${test.info().repeatEachIndex}-${Date.now() % 1_000_000}`;
    let href: string | null = null;
    const colleagueContext = await browser.newContext();
    try {
      // A colleague who may read products (Victor Viewer, in a session of his own) has the list open.
      const colleague = await colleagueContext.newPage();
      const frames = hubFrames(colleague);
      await signIn(colleague, ACCOUNTS.viewer, '/products');
      const theirs = await filters(colleague);
      await hubConnected(frames);
      let loads = 0;
      colleague.on('load', () => loads++);

      // The owner: Priya Products saves the products' Active view, shared with the team.
      await signIn(page, ACCOUNTS.products, '/products');
      const panel = await filters(page);
      await panel.getByRole('checkbox', { name: 'Active', exact: true }).check();
      await expect(page).toHaveURL(/statusIds=/);
      await panel.getByLabel('Save current filters as').fill(name);
      await panel.getByLabel('Share with the team').check();
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      const own = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
      await expect(own).toContainText('Shared with the team');
      await expect(own.getByRole('button', { name: `Share ${name} with the team` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The form is back to empty and unshared for the next one.
      await expect(panel.getByLabel('Save current filters as')).toHaveValue('');
      await expect(panel.getByLabel('Share with the team')).not.toBeChecked();
      const link = own.getByRole('link', { name: `Link to the shared view ${name}` });
      await expect(link).toHaveAttribute('href', /^\/products\?savedView=\d+$/);
      href = await link.getAttribute('href');
      await expectNoViolations(page, "/products filters with the owner's shared view");

      // The colleague's open list of saved filters shows it without a reload.
      const shared = theirs.getByRole('listitem').filter({ has: colleague.getByRole('button', { name, exact: true }) });
      await expect(shared).toContainText('Shared by Priya Products');
      expect(loads).toBe(0);
      await expect(shared.getByRole('link', { name: `Link to the shared view ${name}` })).toHaveAttribute(
        'href',
        href!,
      );
      // Not theirs: neither delete nor share is offered.
      await expect(shared.getByRole('button', { name: `Delete the filter ${name}` })).toHaveCount(0);
      await expect(shared.getByRole('button', { name: `Share ${name} with the team` })).toHaveCount(0);
      await expectNoViolations(colleague, "/products filters with a colleague's shared view");

      // From the list of saved filters: the view applies.
      await expect(theirs.getByRole('checkbox', { name: 'Active', exact: true })).not.toBeChecked();
      await shared.getByRole('button', { name, exact: true }).click();
      await expect(colleague).toHaveURL(/statusIds=/);
      await expect(theirs.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();

      // By its link: the view opens and the link's parameter leaves the address.
      await theirs.getByRole('button', { name: 'Reset filters' }).click();
      await expect(colleague).not.toHaveURL(/statusIds=/);
      await expect(theirs.getByRole('checkbox', { name: 'Active', exact: true })).not.toBeChecked();
      frames.length = 0;
      await colleague.goto(href!);
      await expect(colleague).toHaveURL(/statusIds=/);
      await expect(colleague).not.toHaveURL(/savedView=/);
      await expect((await filters(colleague)).getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
      await hubConnected(frames);

      // The server refuses the colleague's delete too (the owner rule), and the view stays.
      const url = `/config/v2/screenconfigurations/${href!.split('=')[1]}`;
      const refused = await colleague.request.delete(url, { headers: XHR });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).errorMessage).toBe('notOwner');
      expect((await colleague.request.get(url, { headers: XHR })).status()).toBe(200);

      // The owner deletes it.
      await own.getByRole('button', { name: `Delete the filter ${name}` }).click();
      await page
        .getByRole('alertdialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(panel.getByRole('button', { name, exact: true })).toHaveCount(0);
      expect((await colleague.request.get(url, { headers: XHR })).status()).toBe(404);
      // It leaves the colleague's open list too.
      await expect(theirs.getByRole('button', { name, exact: true })).toHaveCount(0);
    } finally {
      // Leave no shared view behind for the other specs, whatever failed above.
      if (href) await page.request.delete(`/config/v2/screenconfigurations/${href.split('=')[1]}`, { headers: XHR });
      await colleagueContext.close();
    }
  });
});
