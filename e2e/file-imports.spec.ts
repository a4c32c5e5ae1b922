/**
 * File imports as finance uses them: a prices CSV saved by a Belgian spreadsheet (semicolons, comma
 * decimals) with two bad rows is previewed, started and followed to its end; the two failures are read
 * with their line and reason and downloaded; the fixed file imports only the fixed rows; the same file
 * again is refused with nothing new imported.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoViolations, signIn } from './fixtures';

const HEADER = 'productCode;priceType;amount;dateFrom;dateUntil;quantityFrom;quantityUntil';

async function aProductCode(page: Page): Promise<string> {
  const res = await page.request.get('/api/product/v2/products?pageSize=5', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return (await res.json()).response.items[0].code as string;
}

/** Opens the upload dialog, picks a prices file and waits for its preview. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Upload a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file to import' });
  await dialog.getByLabel('Type').selectOption({ label: 'Product prices' });
  await dialog.getByLabel('choose a file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(dialog.getByText(name)).toBeVisible();
  return dialog;
}

test('a prices CSV: preview, progress, two failures read and downloaded, the fixed file, the same file refused', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, '/fileimports');
  await expect(
    page.getByRole('table', { name: 'File imports' }).getByRole('row', { name: /prices-2026-q1\.csv/ }),
  ).toBeVisible();
  await expectNoViolations(page, '/fileimports');
  const code = await aProductCode(page);
  const rows = (amount: string, product: string) => [
    `${code};RRP;10,50;2019-01-01;2019-12-31;1;9`,
    `${code};RRP;${amount};2019-01-01;2019-12-31;10;49`,
    `${code};RRP;9,75;2019-01-01;2019-12-31;50;99`,
    `${product};RRP;8,25;2019-01-01;2019-12-31;100;`,
  ];
  const first = [HEADER, ...rows('tien', 'NOPE-404')].join('\r\n');

  const dialog = await chooseFile(page, 'prices-2019.csv', first);
  await expect(dialog.getByText('CSV, separator semicolon, decimal sign comma, UTF-8')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Preview of the first rows' });
  await expect(preview.getByRole('columnheader', { name: 'amount' })).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(preview.getByRole('row').nth(2)).toContainText('tien');
  await dialog.getByRole('button', { name: 'Start the import' }).click();

  // The import's own screen: its progress, then its outcome.
  await expect(page.getByRole('heading', { level: 1, name: 'prices-2019.csv' })).toBeVisible();
  await expect(page.getByText('4 of 4 rows')).toBeVisible();
  await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Rows' });
  await page.getByRole('checkbox', { name: 'Failed' }).check();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('3');
  await expect(table.getByRole('row').nth(1)).toContainText('amount');
  await expect(table.getByRole('row').nth(1)).toContainText('Enter a number.');
  await expect(table.getByRole('row').nth(2)).toContainText('5');
  await expect(table.getByRole('row').nth(2)).toContainText('No product has the code NOPE-404.');

  await expectNoViolations(page, 'an import with its failures');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the failures (CSV)' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Line,Outcome,Column,Reason');
  expect(csv).toContain('3,Failed,amount,Enter a number.');
  expect(csv).toContain('5,Failed,productCode,No product has the code NOPE-404.');

  // Fixed and uploaded again: only the two fixed rows are imported.
  await page.getByRole('link', { name: 'Back to the imports' }).click();
  const fixed = [HEADER, ...rows('10,00', code)].join('\r\n');
  const again = await chooseFile(page, 'prices-2019-fixed.csv', fixed);
  await again.getByRole('button', { name: 'Start the import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'prices-2019-fixed.csv' })).toBeVisible();
  await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible();
  const outcome = page.getByRole('region', { name: 'Outcome' });
  await expect(outcome.getByText('Imported')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Imported' }).check();
  await expect(page.getByRole('table', { name: 'Rows' }).getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Imported' }).uncheck();
  await page.getByRole('checkbox', { name: 'Skipped' }).check();
  await expect(page.getByRole('table', { name: 'Rows' }).getByRole('row')).toHaveCount(3);

  // The same file again: refused, nothing new.
  await page.getByRole('link', { name: 'Back to the imports' }).click();
  const same = await chooseFile(page, 'prices-2019-fixed (copy).csv', fixed);
  await same.getByRole('button', { name: 'Start the import' }).click();
  await expect(same.getByRole('alert')).toContainText('This file was already uploaded as import');
  await expect(same.getByRole('alert')).toContainText('nothing new to import');
});
