import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { ContractItem, TransitionOutcomes } from '@/shared/schemas/contract';
import { aContract, aContractItem } from '@/shared/testing/contract-fixture';
import { ContractItemsTab } from './contract-items-tab';
import type { ContractTransition } from '@/shared/constants/contract';

// The price links to the product's explanation: a plain link here, without a router.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ children, 'aria-label': label }: { children: React.ReactNode; 'aria-label'?: string }) => (
    <a href="#explain" aria-label={label}>
      {children}
    </a>
  ),
}));

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  alertError: vi.fn(),
  showAlert: vi.fn(),
}));
// Unit test of the tab: the calls answer from here (the end-to-end test uses the real server).
const activateItems = vi.hoisted(() => vi.fn<(body: Record<string, unknown>) => Promise<TransitionOutcomes>>());
vi.mock('@/lib/http', async (importOriginal) => {
  const { contractEndpoints: api } = await import('@/shared/endpoints/contract');
  return {
    ...(await importOriginal<object>()),
    call: (endpoint: unknown, input: { body?: Record<string, unknown> }) => {
      if (endpoint === api.activateItems) return activateItems(input.body!);
      return new Promise(() => {});
    },
  };
});

const anItem = (id: number, status: ContractItem['status'], allowedActions: ContractTransition[]) =>
  aContractItem({
    contractItemId: id,
    productId: id,
    productCode: `P-${id}`,
    productName: `Product ${id}`,
    status,
    description: `Item ${id}`,
    quantity: 2,
    unitPrice: id === 3 ? null : 10,
    monthlyAmount: id === 3 ? 0 : 20,
    allowedActions,
  });

const contract = aContract({
  items: [
    anItem(1, 'QUOTE', ['activate']),
    anItem(2, 'SUSPENDED', ['activate', 'activeToQuote']),
    anItem(3, 'ACTIVE', ['suspend', 'activeToActiveNoInvoice']),
  ],
  monthlyAmount: 40,
  version: 5,
});

function renderTab(canEdit: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContractItemsTab contract={contract} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

describe('contract items tab', () => {
  beforeEach(() => activateItems.mockReset());

  it('shows each item with its status and price, "no price" without one', () => {
    renderTab(true);
    const table = screen.getByRole('table', { name: 'Items of contract C-0003' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Suspended')).toBeTruthy();
    expect(within(table).getByText('No price')).toBeTruthy();
  });

  it('offers the moves every selected item allows; one request; a summary with the refused one and why', async () => {
    activateItems.mockResolvedValue({
      contract,
      outcomes: [
        { contractItemId: 1, ok: true, error: null },
        { contractItemId: 2, ok: false, error: 'validation.contractEnded' },
      ],
    });
    renderTab(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select P-1 – Item 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select P-2 – Item 2' }));
    const bulk = screen.getByRole('group', { name: 'Selected items' });
    expect(within(bulk).getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(within(bulk).queryByRole('button', { name: 'Back to quote' })).toBeNull();

    await user.click(within(bulk).getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Change 2 items from Quote, Suspended to Active?');
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(activateItems).toHaveBeenCalledTimes(1));
    expect(activateItems.mock.calls[0]![0]).toEqual({ contractId: 3, version: 5, contractItemIds: [1, 2] });
    const summary = await screen.findByRole('status');
    expect(summary.textContent).toContain('1 item changed.');
    expect(summary.textContent).toContain('1 item was refused:');
    expect(summary.textContent).toContain('P-2 – Item 2: The contract has ended');
  });

  it('items that share no move offer none', async () => {
    renderTab(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select P-1 – Item 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select P-3 – Item 3' }));
    const bulk = screen.getByRole('group', { name: 'Selected items' });
    expect(within(bulk).queryAllByRole('button', { name: /Activate|Suspend|quote|invoicing/ })).toHaveLength(0);
    expect(bulk.textContent).toContain('No status change applies to all selected items.');
  });

  it('without the edit right: no selection, no add, no edit', () => {
    renderTab(false);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
