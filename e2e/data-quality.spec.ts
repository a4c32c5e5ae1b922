/**
 * Data quality on screen (docs/domain.md "Data quality"): the demo's company with a wrong enterprise
 * number shows under its rule; fixed in the edit modal (the company's own update: its check refused
 * on the field first; a colleague's change meanwhile, a 409, is the API test's), it leaves the list
 * without a reload; another finding accepted with a reason leaves it
 * too and shows in the accepted view with who and why. Axe scans of the screen and both dialogs. It
 * changes demo companies that other specs read, so it runs on a server of its own.
 */
import type { DataQualityPage } from '../src/shared/schemas/data-quality';
import { expect, test, ACCOUNTS, apiAnswer, expectNoViolations, signIn, serverOfItsOwn } from './fixtures';

const server = serverOfItsOwn(4);

test('a wrong enterprise number fixed in the modal leaves the list; another finding accepted with a reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = server.baseURL;
  await signIn(page, ACCOUNTS.admin, `${base}/dataquality`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data quality' })).toBeVisible();
  const wrong = await apiAnswer<DataQualityPage>(
    page.request,
    'get',
    `${base}/api/dataquality/v2/findings?rules=enterpriseNumberCheck`,
  );
  const finding = wrong.items[0]!;
  const name = finding.label;

  // Every rule with its count; choosing one shows its findings only.
  const rules = page.getByRole('list', { name: 'Findings by rule' });
  const rule = rules.getByRole('button', { name: /Enterprise number fails the check/ });
  await expect(rule).toContainText(String(wrong.totalCount));
  await rule.click();
  await expect(rule).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Data quality' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('does not pass the check digits');
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/company/${finding.recordId}`);
  await expectNoViolations(page, 'data quality');

  // The edit modal: the company's own rule refuses a wrong number on the field.
  await row.getByRole('button', { name: `Fix: Enterprise number fails the check: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Fix the finding' });
  const vat = dialog.getByLabel('VAT number');
  await expect(vat).toHaveValue(String(finding.values.vatNumber));
  await expectNoViolations(page, 'data quality edit modal');
  await vat.fill('0428.759.498');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This enterprise number does not pass the check')).toBeVisible();

  await vat.fill('0428.759.497');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Fixed: it leaves the list without a reload, and the rule counts one less.
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(rule).toContainText(String(wrong.totalCount - 1));

  // Another finding accepted with a reason.
  await rule.click();
  await expect(rule).toHaveAttribute('aria-pressed', 'false');
  const contactRule = rules.getByRole('button', { name: /Billing contact without e-mail/ });
  await contactRule.click();
  // The rows of that rule, not the ones shown while they load.
  await expect(contactRule).toHaveAttribute('aria-pressed', 'true');
  const other = table.getByRole('row').nth(1);
  await expect(other).toContainText('Billing contact without e-mail');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const otherName = (await other.getByRole('link').first().innerText()).trim();
  await other.getByRole('button', { name: /^Accept: / }).click();
  const accept = page.getByRole('dialog', { name: 'Accept the finding' });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept.getByText('This field is required')).toBeVisible();
  await expectNoViolations(page, 'data quality accept dialog');
  await accept.getByLabel('Reason').fill('Invoices go to the general mailbox of the company.');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: otherName })).toHaveCount(0);

  // The accepted view shows it, with who and why.
  await page.getByRole('button', { name: 'Accepted' }).click();
  const accepted = table.getByRole('row').filter({ hasText: otherName });
  await expect(accepted).toContainText('Invoices go to the general mailbox of the company.');
  await expect(accepted).toContainText('Ada Admin');
});
