/**
 * The main screens in Dutch and in French show no English word from the shared enumerations
 * (issue 30): product statuses, types and price methods, price types, VAT regimes, contract types and
 * statuses, invoice states, metadata names, units, ... The forbidden words are the English labels of
 * every value of src/shared/enumerations.ts, less any text the target language itself uses (French
 * "Active" for a company is French). A text counts when it is the whole visible text of an element
 * (a cell, a badge, a fact, an option, a label), so a company or product name holding an English
 * word is data, not a label; a raw metadata code (`billingplan (Billing)`) fails too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ENUMERATIONS, enumKey, type EnumerationName } from '../src/shared/enumerations';
import { METADATA_CODES } from '../src/shared/constants/metadata';
import { ACCOUNTS, apiAnswer, expect, signIn, sidebar, test } from './fixtures';

type Tree = { [key: string]: string | Tree };

/** Every text of a language, by `ns:path`. */
function texts(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (ns: string, tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree))
      if (typeof value === 'string') out.set(`${ns}:${prefix}${key}`, value);
      else walk(ns, value, `${prefix}${key}.`);
  };
  for (const file of readdirSync(`src/locales/${language}`))
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(`src/locales/${language}/${file}`, 'utf8')) as Tree, '');
  return out;
}

const ENGLISH = texts('en');

/** The English enumeration labels a screen in `language` must not show. */
function forbiddenIn(language: 'nl' | 'fr'): string[] {
  const own = new Set(texts(language).values());
  const labels = Object.entries(ENUMERATIONS).flatMap(([name, e]) =>
    e.values.map((v) => ENGLISH.get(enumKey(name as EnumerationName, v))!),
  );
  // Lower-case fragments of a sentence (the timeline's "created") are not shown alone.
  return [...new Set(labels)].filter((label) => label && !own.has(label) && /^[A-Z]/.test(label));
}

/** The whole visible texts of the page's elements that hold text of their own, and its options. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const out = new Set<string>();
    for (const el of document.querySelectorAll('#main *, [role="dialog"] *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      // innerText leaves out what is hidden; an SVG's text has none.
      const shown = el instanceof HTMLElement ? el.innerText : (el.textContent ?? '');
      const text = el instanceof HTMLOptionElement ? el.text : own ? shown : '';
      if (text.trim()) out.add(text.trim());
    }
    return [...out];
  });

/** Shows a screen and waits for its content: the heading, rows or facts, nothing still loading. */
async function open(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.locator('#main h1')).toBeVisible();
  await ready(page);
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
}

const rows = async (page: Page) =>
  expect(page.locator('#main tbody tr:not([data-testid="skeleton-row"])').first()).toBeVisible();
const facts = async (page: Page) => expect(page.locator('#main dd').first()).toBeVisible();

const table = async (page: Page) => expect(page.locator('#main table').first()).toBeVisible();

/** Signs in on the settings and chooses the language there, as a person would. */
async function signInIn(page: Page, language: 'nl' | 'fr') {
  await signIn(page, ACCOUNTS.admin, '/settings/settings');
  await page.getByLabel('Language').selectOption(language);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(sidebar(page).getByRole('link', { name: language === 'nl' ? 'Producten' : 'Produits' })).toBeVisible();
}

for (const language of ['nl', 'fr'] as const)
  test(`the main screens in ${language === 'nl' ? 'Dutch' : 'French'} show no English enumeration label`, async ({
    page,
  }) => {
    const forbidden = new Set(forbiddenIn(language));
    // The raw metadata codes as the screens once showed them: `billingplan (`, `licenceType (`.
    const rawCode = new RegExp(`^(${METADATA_CODES.join('|')}|licenceType|autoRenew|endOfSale) \\(`);
    await signInIn(page, language);
    const found: string[] = [];
    /** Texts a record holds as data (a contract's description may read like its type): not labels. */
    const data = new Set<string>();
    const check = async (path: string, ready: (page: Page) => Promise<void>) => {
      await open(page, path, ready);
      for (const text of await shownTexts(page))
        if ((forbidden.has(text) || rawCode.test(text)) && !data.has(text)) found.push(`${path}: ${text}`);
    };
    // The lists, each giving its first record for the details.
    const details: string[] = [];
    for (const list of ['/contract', '/company', '/invoices/invoices', '/mails']) {
      await check(list, rows);
      details.push((await page.locator('#main tbody tr a[href]').first().getAttribute('href'))!);
    }
    await check('/products', rows);
    await check('/invoices/drafts', table);
    await check('/invoices/manualProducts', rows);
    // An NCE product with metadata (billing plan, term, licence type, renews automatically).
    const [nce] = (
      await apiAnswer<{ items: { productId: number }[] }>(
        page.request,
        'get',
        '/api/product/v2/products?searchText=CFQ7TTC0LH18-P1Y-A&pageSize=5',
      )
    ).items;
    const contract = await apiAnswer<{ description: string | null }>(
      page.request,
      'get',
      `/api/contract/v2/contracts/${details[0]!.split('/').pop()}`,
    );
    if (contract.description) data.add(contract.description);
    for (const detail of [`/products/${nce!.productId}`, ...details]) await check(detail, facts);
    expect(found).toEqual([]);
  });
