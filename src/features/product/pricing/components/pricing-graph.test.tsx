import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';
import { aPriceIn2026 } from '@/features/product/pricing/testing/price-fixture';
import { PricingGraph } from './pricing-graph';

const TODAY = new Date(2026, 6, 15, 9);

const price = aPriceIn2026;

const PRICES = [
  price({ amount: 12.5, quantityFrom: 1, quantityUntil: 10, dateFrom: null }),
  price({ amount: 9.75, quantityFrom: 11, quantityUntil: null, dateUntil: null }),
  price({ amount: 4, priceTypeId: 2, priceTypeDescription: 'Sales (RRP)' }),
  price({ amount: 8, entityId: 42, entityName: 'Zeta Corp', quantityUntil: 5 }),
  price({ amount: 7, entityId: 7, entityName: 'Acme', priceTypeId: 2, priceTypeDescription: 'Sales (RRP)' }),
];

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PricingGraph', () => {
  it('lists the general prices in the table view, open bounds in words', async () => {
    render(<PricingGraph prices={PRICES} today={TODAY} />);
    const toTable = screen.getByRole('button', { name: 'Show as table' });
    expect(toTable.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toTable);
    expect(toTable.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: 'Prices by quantity range and price type: General prices' })).toBeTruthy();
    expect(rowTexts()).toEqual([
      ['1–10', 'Purchase', 'open (shown from 15/07/2024)', '31/12/2026', formatMoney(12.5)],
      ['11 or more', 'Purchase', '01/01/2026', 'open (shown until 15/07/2027)', formatMoney(9.75)],
      ['any quantity', 'Sales (RRP)', '01/01/2026', '31/12/2026', formatMoney(4)],
    ]);
  });

  it("switches to a company's prices with the level select", async () => {
    render(<PricingGraph prices={PRICES} today={TODAY} />);
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['General prices', 'Acme', 'Zeta Corp']);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    await userEvent.selectOptions(level, 'Zeta Corp');
    expect(rowTexts()).toEqual([['up to 5', 'Purchase', '01/01/2026', '31/12/2026', formatMoney(8)]]);
  });

  it('opens on the first company when there are no general prices', async () => {
    render(<PricingGraph prices={PRICES.filter((p) => p.entityId !== null)} today={TODAY} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Level' }).value).toBe('7');
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(rowTexts()).toEqual([['any quantity', 'Sales (RRP)', '01/01/2026', '31/12/2026', formatMoney(7)]]);
  });

  it('shows the chart with a summary and a legend, and an empty state for a level without prices', async () => {
    render(<PricingGraph prices={PRICES} today={TODAY} width={640} />);
    const chart = screen.getByRole('img', { name: 'Price over time for 3 quantity ranges' });
    // One line per price, in its group's colour.
    const strokes = Array.from(chart.querySelectorAll('path[stroke]'), (p) => p.getAttribute('stroke'));
    expect(strokes).toEqual(['#1d4ed8', '#c2410c', '#047857']);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1–10, Purchase', '11 or more, Purchase', 'any quantity, Sales (RRP)', 'Today (15/07/2026)']);

    render(<PricingGraph prices={[]} today={TODAY} />);
    expect(screen.getByText('No prices at this level.')).toBeTruthy();
  });
});
