import { aPrice } from '@/features/product/pricing/testing/price-fixture';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { todayCalendarDay } from '@/shared/dates';
import { createQueryClient } from '@/lib/query-client';
import type { Price, PriceExplanationAnswer } from '@/shared/schemas/price';
import type { PriceQuestion } from '../api/price-api';
import { PriceExplanation } from './price-explanation';

const alertError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/alerts', () => ({ alertError, showAlert: vi.fn() }));
// Unit test of the rendering: the calls answer from here (the end-to-end test uses the real server).
const priceApi = vi.hoisted(() => ({
  explain: vi.fn<(guid: string, q: PriceQuestion, options: unknown) => Promise<PriceExplanationAnswer>>(),
  priceTypes: vi.fn<(options: unknown) => Promise<{ priceTypeId: number; description: string }[]>>(),
  companies:
    vi.fn<
      (text: string, options: unknown) => Promise<{ companyId: number; name: string; vatNumber: string | null }[]>
    >(),
}));
vi.mock('@/lib/http', async (importOriginal) => {
  const { priceEndpoints: api } = await import('@/shared/endpoints/price');
  type Input = { params?: { productguid: string }; query?: Record<string, unknown> };
  return {
    ...(await importOriginal<object>()),
    call: (endpoint: unknown, input: Input, options: unknown) => {
      if (endpoint === api.explain)
        return priceApi.explain(input.params!.productguid, input.query as PriceQuestion, options);
      if (endpoint === api.priceTypes) return priceApi.priceTypes(options);
      if (endpoint === api.companies) return priceApi.companies(String(input.query?.searchText ?? ''), options);
      return Promise.reject(new Error('not answered by this test'));
    },
  };
});

const GUID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const price = (overrides: Partial<Price> = {}): Price =>
  aPrice({ priceId: 1, priceTypeDescription: 'Sales RRP', ...overrides });

const small = price({
  priceId: 1,
  amount: 15,
  quantityFrom: 1,
  quantityUntil: 10,
  dateFrom: '2025-01-01T00:00:00.000Z',
  dateUntil: '2025-12-31T00:00:00.000Z',
});
const large = price({
  priceId: 2,
  amount: 12.5,
  quantityFrom: 11,
  quantityUntil: 50,
  dateFrom: '2026-01-01T00:00:00.000Z',
});
const acme = price({ priceId: 3, amount: 8, entityId: 7, entityName: 'Acme NV' });
const PRICES = [small, large, acme];

function answerTo(q: PriceQuestion): PriceExplanationAnswer {
  const base = {
    priceTypeId: q.priceTypeId,
    entityId: q.entityId ?? null,
    date: `${q.date}T00:00:00.000Z`,
    quantity: q.quantity,
  };
  if (q.entityId === 7)
    return {
      ...base,
      outcome: 'price',
      level: 'entity',
      price: acme,
      candidates: [acme],
      rejected: [
        { price: small, reasons: ['quantityOutOfRange', 'dateOutOfWindow'] },
        { price: large, reasons: ['entityPriceWins'] },
      ],
    };
  if (q.quantity === 99)
    return { ...base, outcome: 'overlap', level: 'general', price: null, candidates: [small, large], rejected: [] };
  if (q.quantity >= 11)
    return {
      ...base,
      outcome: 'price',
      level: 'general',
      price: large,
      candidates: [large],
      rejected: [
        { price: small, reasons: ['dateOutOfWindow', 'quantityOutOfRange'] },
        { price: acme, reasons: ['otherEntity'] },
      ],
    };
  return {
    ...base,
    outcome: 'none',
    level: null,
    price: null,
    candidates: [],
    rejected: [
      { price: small, reasons: ['dateOutOfWindow'] },
      { price: large, reasons: ['quantityOutOfRange'] },
      { price: acme, reasons: ['otherEntity'] },
    ],
  };
}

function setup() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PriceExplanation productGuid={GUID} prices={PRICES} />
    </QueryClientProvider>,
  );
  return { answer: () => screen.getByRole('region', { name: 'Answer' }) };
}

/** Text as a person reads it: Intl's no-break spaces as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('PriceExplanation', () => {
  beforeEach(() => {
    vi.mocked(priceApi.explain).mockReset();
    vi.mocked(priceApi.explain).mockImplementation((_guid, q) => Promise.resolve(answerTo(q)));
    vi.mocked(priceApi.priceTypes).mockResolvedValue([
      { priceTypeId: 1, description: 'Purchase' },
      { priceTypeId: 2, description: 'Sales RRP' },
      { priceTypeId: 3, description: 'Partner' },
    ]);
    vi.mocked(priceApi.companies).mockResolvedValue([
      { companyId: 7, name: 'Acme NV', vatNumber: 'BE0123456789' },
      { companyId: 9, name: 'Globex BV', vatNumber: null },
    ]);
    alertError.mockReset();
  });

  it('asks at once for today, quantity 1, Sales RRP and no customer; says why nothing applies', async () => {
    const { answer } = setup();
    expect(within(answer()).getByText('Checking…')).toBeTruthy();
    expect(await within(answer()).findByText('No price applies')).toBeTruthy();
    expect(priceApi.explain).toHaveBeenCalledWith(
      GUID,
      { date: todayCalendarDay(), quantity: 1, priceTypeId: 2 },
      expect.anything(),
    );
    expect(within(answer()).getByText(/None of the prices below fits/)).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Sales (RRP)' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Price type').value).toBe('2');
    expect(screen.getByText('Why the other prices do not apply (3)')).toBeTruthy();
  });

  it('the general price with why, and why the others do not apply', async () => {
    const { answer } = setup();
    // The day is typed as people write it (DD/MM/YYYY) and applies when the field is left.
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '23/11/2026');
    await userEvent.tab();
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '15');
    await waitFor(() =>
      expect(plain(answer().textContent)).toContain('Price that applies: €12.50 — the general price'),
    );
    expect(priceApi.explain).toHaveBeenLastCalledWith(
      GUID,
      { date: '2026-11-23', quantity: 15, priceTypeId: 2 },
      expect.anything(),
    );
    expect(plain(answer().textContent)).toContain(
      'Why: quantity 15 is in the range 11–50; 23/11/2026 is in the validity window 01/01/2026 – open',
    );
    const others = screen.getByText('Why the other prices do not apply (2)').closest('details');
    if (!others) throw new Error('the other prices are not in a <details>');
    const items = within(others).getAllByRole('listitem');
    expect(plain(items[0]!.textContent)).toContain('€15.00 · Sales (RRP) · general price · quantity 1–10');
    expect(items.map((li) => li.textContent)).toEqual(
      expect.arrayContaining([
        'quantity outside 1–10',
        'not valid on that day (valid 01/01/2025 – 31/12/2025)',
        'for another customer',
      ]),
    );
  });

  it('asks once typing the quantity rests, not on every keystroke', async () => {
    const { answer } = setup();
    await within(answer()).findByText('No price applies');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '500');
    // The answer shown is for the quantity as it was, dimmed and marked as being checked.
    expect(answer().getAttribute('aria-busy')).toBe('true');
    await waitFor(() =>
      expect(priceApi.explain).toHaveBeenLastCalledWith(
        GUID,
        { date: todayCalendarDay(), quantity: 500, priceTypeId: 2 },
        expect.anything(),
      ),
    );
    const quantities = vi.mocked(priceApi.explain).mock.calls.map(([, q]) => q.quantity);
    expect(quantities).toEqual([1, 500]);
  });

  it('a whole quantity of 1 or more is needed before it asks', async () => {
    const { answer } = setup();
    await within(answer()).findByText('No price applies');
    const calls = vi.mocked(priceApi.explain).mock.calls.length;
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '0');
    expect(screen.getByText('Enter a whole number of 1 or more.')).toBeTruthy();
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(within(answer()).getByText(/Fill in a day and a quantity/)).toBeTruthy();
    expect(vi.mocked(priceApi.explain).mock.calls.length).toBe(calls);
  });

  it('a customer with its own prices is offered first; its own price wins', async () => {
    const { answer } = setup();
    await within(answer()).findByText('No price applies');
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(customer, 'acm');
    await userEvent.click(await screen.findByRole('option', { name: 'Acme NV' }));
    expect((customer as HTMLInputElement).value).toBe('Acme NV');
    await waitFor(() =>
      expect(plain(answer().textContent)).toContain("Price that applies: €8.00 — the customer's own price"),
    );
    expect(priceApi.explain).toHaveBeenLastCalledWith(
      GUID,
      { date: todayCalendarDay(), quantity: 1, priceTypeId: 2, entityId: 7 },
      expect.anything(),
    );
    expect(screen.getByText("the customer's own price takes precedence")).toBeTruthy();
  });

  it('any company can be found on the server and chosen; cleared, the general price is asked again', async () => {
    const { answer } = setup();
    await within(answer()).findByText('No price applies');
    const all = [
      { companyId: 7, name: 'Acme NV', vatNumber: 'BE0123456789' },
      { companyId: 9, name: 'Globex BV', vatNumber: null },
    ];
    vi.mocked(priceApi.companies).mockImplementation((text) =>
      Promise.resolve(all.filter((c) => c.name.toLowerCase().includes(text))),
    );
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(customer, 'glo');
    await waitFor(() => expect(priceApi.companies).toHaveBeenLastCalledWith('glo', expect.anything()));
    // Acme's own prices do not match "glo": only the company found is offered.
    await waitFor(() => expect(screen.queryByRole('option', { name: /Acme NV/ })).toBeNull());
    const option = await screen.findByRole('option', { name: 'Globex BV' });
    await userEvent.click(option);
    await waitFor(() =>
      expect(priceApi.explain).toHaveBeenLastCalledWith(
        GUID,
        { date: todayCalendarDay(), quantity: 1, priceTypeId: 2, entityId: 9 },
        expect.anything(),
      ),
    );
    expect((customer as HTMLInputElement).value).toBe('Globex BV');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Customer' }));
    expect((customer as HTMLInputElement).value).toBe('');
    // The general question again (answered from what was asked at first).
    await within(answer()).findByText('No price applies');
  });

  it('an overlap lists the prices that apply at once', async () => {
    const { answer } = setup();
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '99');
    expect(await within(answer()).findByText('Two or more prices apply at once — fix the overlap')).toBeTruthy();
    expect(within(answer()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed call shows a short error in the panel, no alert, and can be retried', async () => {
    vi.mocked(priceApi.explain).mockRejectedValue(new ApiError(400, 'validation.failed'));
    const { answer } = setup();
    expect(await within(answer()).findByText('The explanation could not be loaded.')).toBeTruthy();
    expect(alertError).not.toHaveBeenCalled();
    vi.mocked(priceApi.explain).mockImplementation((_guid, q) => Promise.resolve(answerTo(q)));
    await userEvent.click(within(answer()).getByRole('button', { name: 'Try again' }));
    expect(await within(answer()).findByText('No price applies')).toBeTruthy();
  });
});
