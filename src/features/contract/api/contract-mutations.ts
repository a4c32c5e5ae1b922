/**
 * The contract domain's changes on the client (header, items, prices, transfer, main contract, status
 * moves): each refreshes the cached contract lists and details. Apart from the query factory
 * (contract-api.ts), so the list page does not load them.
 */
import { showAlert, translateMessage } from '@/lib/alerts';
import { call } from '@/lib/http';
import { useDomainMutation, type Refresh } from '@/lib/use-domain-mutation';
import { useSaveRecord } from '@/lib/use-save-record';
import { contractEndpoints as api } from '@/shared/endpoints/contract';
import { contractQueries } from './contract-api';
import type { Contract, ContractItemInput, ContractItemUpdate, ContractTransfer } from '@/shared/schemas/contract';
import type { ContractTransition } from '@/shared/constants/contract';

/**
 * After a change the cached contract lists, details and party summaries are refreshed (not the
 * reference lists).
 */
export const CONTRACTS_CHANGED: Refresh = {
  domain: 'contracts',
  own: [contractQueries.lists(), contractQueries.details(), contractQueries.partySummaries()],
};

/** Create or update the header; the form shows field errors and conflicts itself. */
export const useSaveContract = () => useSaveRecord(api, 'contractId', { refreshes: CONTRACTS_CHANGED });

/** Add or edit one item; the dialog shows field errors and conflicts itself. */
export function useSaveContractItem() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    /** Answers the saved item's id. */
    mutationFn: async (input: ContractItemInput | ContractItemUpdate): Promise<{ contractItemId: number }> => {
      if (!('contractItemId' in input)) return call(api.createItem, { body: input });
      await call(api.updateItem, { body: input });
      return { contractItemId: input.contractItemId };
    },
    meta: { suppressError: true },
  });
}

/** Every item's unit price again from the product rules: says whether a price changed (a new version) or none did. */
export function useCalculatePrices() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: ({ contractId, version }: { contractId: number; version: number }) =>
      call(api.calculatePrices, { body: { contractId, version } }),
    onSuccess: (contract, { version }) =>
      showAlert(
        contract.version === version ? 'info' : 'success',
        translateMessage(
          contract.version === version ? 'contract:detail.pricesUpToDate' : 'contract:detail.pricesCalculated',
        ),
      ),
  });
}

/** A transfer to another party: both contracts come back (the wizard shows them). */
export function useTransferContract() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: ({ contractId, body }: { contractId: number; body: ContractTransfer }) =>
      call(api.transfer, { params: { id: contractId }, body }),
    meta: { suppressError: true, successMessage: 'contract:transfer.success' },
  });
}

/** Link a contract to a main contract (null: unlink); with `newName`, a main contract made for it first. */
export function useLinkMainContract() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: async (input: { contract: Contract; mainContractId: number | null; newName?: string }) => {
      const mainContractId = input.newName
        ? (
            await call(api.createMainContract, {
              body: { customerId: input.contract.customerId, name: input.newName },
            })
          ).mainContractId
        : input.mainContractId;
      return call(api.linkToMainContract, {
        body: { contractId: input.contract.contractId, version: input.contract.version, mainContractId },
      });
    },
    meta: { suppressError: true },
  });
}

const CONTRACT_MOVES = {
  activate: api.activate,
  activeToQuote: api.activeToQuote,
  activeToActiveNoInvoice: api.activeToActiveNoInvoice,
  suspend: api.suspend,
} as const;
const ITEM_MOVES = {
  activate: api.activateItems,
  activeToQuote: api.activeToQuoteItems,
  activeToActiveNoInvoice: api.activeToActiveNoInvoiceItems,
  suspend: api.suspendItems,
} as const;

/** A status move of a whole contract (after the screen's confirmation). */
export function useContractTransition() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: ({ move, contractId, version }: { move: ContractTransition; contractId: number; version: number }) =>
      call(CONTRACT_MOVES[move], { params: { id: contractId }, body: { version } }),
    meta: { successMessage: 'contract:statusChanged' },
  });
}

/** A status move of selected items: one request, an outcome per item (the screen reports the refused ones). */
export function useContractItemsTransition() {
  return useDomainMutation({
    refreshes: CONTRACTS_CHANGED,
    mutationFn: ({
      move,
      ...body
    }: {
      move: ContractTransition;
      contractId: number;
      version: number;
      contractItemIds: number[];
    }) => call(ITEM_MOVES[move], { body }),
  });
}
