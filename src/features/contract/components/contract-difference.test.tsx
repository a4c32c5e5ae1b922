import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { formatMoney } from '@/shared/format';
import type {
  ContractDifference,
  ContractItem,
  ContractItemsDifference,
  ContractVersion,
} from '@/shared/schemas/contract';
import { aContractItem } from '@/shared/testing/contract-fixture';
import { VersionComparison } from './contract-difference';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  alertError: vi.fn(),
  showAlert: vi.fn(),
}));
// Unit test of the comparison: the two calls answer from here (the end-to-end test uses the real server).
const answers = vi.hoisted(() => ({
  difference: vi.fn<(query: { from: number; to: number }) => Promise<unknown>>(),
  itemsDifference: vi.fn<(query: { from: number; to: number }) => Promise<unknown>>(),
}));
vi.mock('@/lib/http', async (importOriginal) => {
  const { contractEndpoints: api } = await import('@/shared/endpoints/contract');
  return {
    ...(await importOriginal<object>()),
    call: (endpoint: unknown, input: { query: { from: number; to: number } }) => {
      if (endpoint === api.difference) return answers.difference(input.query);
      if (endpoint === api.itemsDifference) return answers.itemsDifference(input.query);
      return new Promise(() => {});
    },
  };
});

const aVersion = (versionNumber: number, action: string, monthlyAmount: number): ContractVersion => ({
  contractVersionId: 100 + versionNumber,
  contractId: 3,
  versionNumber,
  action,
  summary: action,
  userName: 'Admin',
  createdAt: `2026-06-0${versionNumber}T10:00:00.000Z`,
  monthlyAmount,
});
// Newest first, as the versions tab has them.
const VERSIONS = [aVersion(3, 'itemUpdated', 70), aVersion(2, 'itemAdded', 40), aVersion(1, 'created', 0)];

const anItem = (id: number, quantity: number, monthlyAmount: number) =>
  aContractItem({
    contractItemId: id,
    productId: id,
    productCode: `P-${id}`,
    productName: `Product ${id}`,
    domain: id === 2 ? 'example.be' : null,
    quantity,
    unitPrice: 10,
    dateStart: '2026-06-01T00:00:00.000Z',
    monthlyAmount,
  });

const amount = (before: number, after: number) => ({ before, after, delta: after - before });
const versionOf = (n: number) => VERSIONS.find((v) => v.versionNumber === n)!;

function answerWith(
  header: Pick<ContractDifference, 'fields'>,
  items: Pick<ContractItemsDifference, 'added' | 'removed' | 'changed'>,
  before = 40,
  after = 70,
) {
  answers.difference.mockImplementation(async ({ from, to }) => ({
    contractId: 3,
    from: versionOf(from),
    to: versionOf(to),
    monthlyAmount: amount(before, after),
    ...header,
  }));
  answers.itemsDifference.mockImplementation(async ({ from, to }) => ({
    contractId: 3,
    from: versionOf(from),
    to: versionOf(to),
    monthlyAmount: amount(before, after),
    ...items,
  }));
}

const onCompare = vi.fn();
function renderComparison(
  props: { from?: number; to?: number; versions?: ContractVersion[]; items?: ContractItem[] } = {},
) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VersionComparison
        contractId={3}
        versions={props.versions ?? VERSIONS}
        items={props.items ?? [anItem(1, 5, 50)]}
        from={props.from}
        to={props.to}
        onCompare={onCompare}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Compare versions' });
}

describe('contract version comparison', () => {
  beforeEach(() => {
    answers.difference.mockReset();
    answers.itemsDifference.mockReset();
    onCompare.mockReset();
  });

  it('compares the two newest by default; the summary tells the monthly change with its sign', async () => {
    answerWith(
      { fields: [] },
      {
        added: [],
        removed: [],
        changed: [
          {
            contractItemId: 1,
            productCode: 'P-1',
            changes: [
              { field: 'quantity', before: 2, after: 5 },
              { field: 'monthlyAmount', before: 20, after: 50 },
            ],
            monthlyAmount: amount(20, 50),
          },
        ],
      },
    );
    const region = renderComparison();
    expect(within(region).getByLabelText<HTMLSelectElement>('From version').value).toBe('2');
    expect(within(region).getByLabelText<HTMLSelectElement>('To version').value).toBe('3');
    expect(within(region).getByText(/Loading/)).toBeTruthy();

    const summary = await within(region).findByText(/^Version 2 → version 3/);
    expect(summary.textContent).toBe(
      `Version 2 → version 3 · monthly amount ${formatMoney(40)} → ${formatMoney(70)} (+${formatMoney(30)})`,
    );
    expect(answers.difference).toHaveBeenCalledWith({ from: 2, to: 3 });

    // The changed item, named as the contract has it now, field by field, and its own monthly change.
    expect(within(region).getByRole('heading', { name: 'Items changed' })).toBeTruthy();
    const item = within(region).getByText('P-1 – Product 1').closest('li')!;
    const lines = within(item)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Quantity: 2 → 5',
      `Monthly amount: ${formatMoney(20)} → ${formatMoney(50)} (+${formatMoney(30)})`,
    ]);
    expect(within(region).queryByText('No differences between these versions.')).toBeNull();
  });

  it('shows the header changes in a table, and the items added and removed', async () => {
    answerWith(
      {
        fields: [
          { field: 'status', before: 'QUOTE', after: 'ACTIVE' },
          { field: 'dateEnd', before: null, after: '2026-12-31T00:00:00.000Z' },
          { field: 'priceType', before: 'RRP', after: 'PartnerPrice' },
          { field: 'PO_NUMBER', before: 'A-1', after: 'A-2' },
        ],
      },
      { added: [anItem(2, 1, 12.5)], removed: [anItem(4, 3, 30)], changed: [] },
      30,
      12.5,
    );
    const region = renderComparison({ from: 1, to: 3 });
    const header = await within(region).findByRole('table', {
      name: 'Contract changes from version 1 to version 3',
    });
    const rows = within(header)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Status', 'Quote', 'Active'],
      ['End', '–', '31/12/2026'],
      ['Price type', 'Recommended retail price', 'Partner price'],
      ['PO_NUMBER', 'A-1', 'A-2'],
    ]);
    const added = within(region).getByRole('table', { name: 'Items added from version 1 to version 3' });
    expect(within(added).getByRole('rowheader').textContent).toBe('P-2 – Product 2example.be');
    expect(
      within(added)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Active', '1', formatMoney(12.5)]);
    const removed = within(region).getByRole('table', { name: 'Items removed from version 1 to version 3' });
    expect(within(removed).getByRole('rowheader').textContent).toBe('P-4 – Product 4');
    // A lower amount: the minus sign says so, not only the colour.
    expect(region.querySelector('strong')?.textContent).toBe(`(−${formatMoney(17.5)})`);
  });

  it('says so when the versions do not differ', async () => {
    answerWith({ fields: [] }, { added: [], removed: [], changed: [] }, 40, 40);
    const region = renderComparison({ from: 3, to: 3 });
    expect(await within(region).findByText('No differences between these versions.')).toBeTruthy();
    expect(within(region).getByText('(no change)')).toBeTruthy();
    expect(within(region).queryAllByRole('table')).toHaveLength(0);
  });

  it('choosing a version asks for both in the URL; an unknown one falls back to the default', async () => {
    answerWith({ fields: [] }, { added: [], removed: [], changed: [] });
    const region = renderComparison({ from: 99 });
    expect(within(region).getByLabelText<HTMLSelectElement>('From version').value).toBe('2');
    await userEvent.setup().selectOptions(within(region).getByLabelText('From version'), 'Version 1 – Created');
    expect(onCompare).toHaveBeenCalledWith({ from: 1, to: 3 });
  });

  it('needs two versions', () => {
    renderComparison({ versions: [VERSIONS[2]!] });
    expect(screen.getByText('A second version is needed to compare.')).toBeTruthy();
    expect(screen.queryByLabelText('From version')).toBeNull();
    expect(answers.difference).not.toHaveBeenCalled();
  });

  it('tells a failed comparison in place', async () => {
    // A client error: no retries.
    answers.difference.mockRejectedValue(new ApiError(400, 'validation.invalid'));
    answers.itemsDifference.mockRejectedValue(new ApiError(400, 'validation.invalid'));
    const region = renderComparison();
    expect((await within(region).findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});
