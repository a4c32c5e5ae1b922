import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type { ContractItem } from '@/shared/schemas/contract';
import { aContract, aContractItem } from '@/shared/testing/contract-fixture';
import { ContractItemDialog } from './contract-item-form';

const alertError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/alerts', () => ({ alertError, showAlert: vi.fn(), translateMessage: (m: string) => m }));
// Unit test of the dialog: the calls answer from here (the end-to-end test uses the real server).
const answers = vi.hoisted(() => ({ createItem: vi.fn<(body: Record<string, unknown>) => Promise<unknown>>() }));
vi.mock('@/lib/http', async (importOriginal) => {
  const { contractEndpoints: api } = await import('@/shared/endpoints/contract');
  return {
    ...(await importOriginal<object>()),
    call: (endpoint: unknown, input: { body?: Record<string, unknown> }) => {
      if (endpoint === api.contractItemMetadatas) return Promise.resolve([]);
      if (endpoint === api.products)
        return Promise.resolve([{ productId: 11, code: 'M365-BP', name: 'Business Premium', productTypeCode: 'NCE' }]);
      if (endpoint === api.createItem) return answers.createItem(input.body!);
      if (endpoint === api.detail || endpoint === api.list) return new Promise(() => {});
      return Promise.reject(new Error('not answered by this test'));
    },
  };
});

const contract = (contractTypeCode: string) =>
  aContract({ contractTypeCode, contractTypeDescription: contractTypeCode });

const item = aContractItem({ domain: 'example.be', version: 2 });

function renderDialog(typeCode: string, edit: ContractItem | null = null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContractItemDialog open contract={contract(typeCode)} item={edit} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

/** The product found by typing in its combobox, picked with the keyboard. */
async function pickProduct(user: ReturnType<typeof userEvent.setup>) {
  const product = await screen.findByRole('combobox', { name: /^Product/ });
  await user.type(product, 'M365');
  await waitFor(() => expect(product.getAttribute('aria-busy')).toBeNull());
  await screen.findByRole('option', { name: 'M365-BP – Business Premium' });
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('contract item dialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    answers.createItem.mockReset();
    alertError.mockReset();
  });

  it('a domain contract asks the domain fields only; create another on add, no dateFrom', async () => {
    renderDialog('domain');
    expect(await screen.findByLabelText('Domain name')).toBeTruthy();
    expect(screen.getByLabelText('Already invoiced')).toBeTruthy();
    expect(screen.getByLabelText(/^Status/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Quantity/)).toBeNull();
    expect(screen.queryByLabelText('Description')).toBeNull();
    expect(screen.queryByText('Metadata')).toBeNull();
    expect(screen.getByLabelText('Create another')).toBeTruthy();
    expect(screen.queryByLabelText('Change applies from')).toBeNull();
  });

  it('another type asks the full set; edit offers dateFrom and no create another', async () => {
    renderDialog('hosting', { ...item, domain: null });
    expect(await screen.findByLabelText(/^Quantity/)).toBeTruthy();
    for (const label of [
      'Description',
      'Invoiced until',
      'Advanced options',
      'Partner Center profile',
      'Domain profile',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText(/^Factor/)).toBeTruthy();
    expect(screen.queryByLabelText('Domain name')).toBeNull();
    expect(screen.getByLabelText('Change applies from')).toBeTruthy();
    expect(screen.queryByLabelText('Create another')).toBeNull();
  });

  it('with create another, a saved item leaves the dialog open for the next', async () => {
    answers.createItem.mockResolvedValue({ contractItemId: 99 });
    const { onClose } = renderDialog('domain');
    const user = userEvent.setup();
    await pickProduct(user);
    await user.type(screen.getByLabelText('Domain name'), 'Shop.example.be');
    await user.click(screen.getByLabelText('Create another'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answers.createItem).toHaveBeenCalledTimes(1));
    expect(answers.createItem.mock.calls[0]![0]).toMatchObject({
      contractId: 3,
      productId: 11,
      domain: 'shop.example.be',
      status: 'ACTIVE',
    });
    await waitFor(() => expect((screen.getByLabelText('Domain name') as HTMLInputElement).value).toBe(''));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a wrong domain is refused on its field before anything is sent', async () => {
    renderDialog('domain');
    const user = userEvent.setup();
    await pickProduct(user);
    await user.type(screen.getByLabelText('Domain name'), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a domain name such as example.be.')).toBeTruthy();
    expect(answers.createItem).not.toHaveBeenCalled();
  });
});
