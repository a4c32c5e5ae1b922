/**
 * The contract header dialog's values and the body they become. The status is chosen on create only
 * (QUOTE or ACTIVE); later moves go through the status actions. The main contract is linked
 * elsewhere: an edit sends it back as stored. Days are held as `YYYY-MM-DD` and sent at midnight UTC.
 */
import { dayOfWire } from '@/shared/calendar-day';
import { newMetadataEntries, storedMetadataEntries } from '@/shared/metadata';
import type { Contract } from '@/shared/schemas/contract';
import type { MetadataEntry, MetadataItem } from '@/shared/schemas/metadata';
import { wireDay } from './contract-item-values';
import type { CalculationType, ContractPriceType } from '@/shared/constants/contract';

export type ContractFormValues = {
  customerId: number | null;
  resellerId: number | null;
  contractTypeId: number | null;
  status: 'QUOTE' | 'ACTIVE';
  dateStart: string | null;
  dateEnd: string | null;
  calculationType: CalculationType | null;
  priceType: ContractPriceType | null;
  reference: string;
  description: string;
  metadatas: MetadataEntry[];
};

/** A new contract (a quote from `today`) or a stored one as the form shows it. */
export function contractFormValues(
  contract: Contract | undefined,
  definitions: readonly MetadataItem[],
  today: string,
): ContractFormValues {
  return {
    customerId: contract?.customerId ?? null,
    resellerId: contract?.resellerId ?? null,
    contractTypeId: contract?.contractTypeId ?? null,
    status: 'QUOTE',
    dateStart: contract ? dayOfWire(contract.dateStart) : today,
    dateEnd: contract?.dateEnd ? dayOfWire(contract.dateEnd) : null,
    calculationType: contract?.calculationType ?? null,
    priceType: contract?.priceType ?? null,
    reference: contract?.reference ?? '',
    description: contract?.description ?? '',
    metadatas: contract ? storedMetadataEntries(contract.metadatas, definitions) : newMetadataEntries(definitions),
  };
}

/** The body of a create (no `contract`) or an update: not yet validated, the shared schema judges it. */
export function toContractBody(values: ContractFormValues, contract?: Contract, version?: number) {
  const { status, ...rest } = values;
  const body = { ...rest, dateStart: wireDay(values.dateStart), dateEnd: wireDay(values.dateEnd) };
  return contract
    ? {
        ...body,
        mainContractId: contract.mainContractId,
        contractId: contract.contractId,
        version: version ?? contract.version,
      }
    : { ...body, status, mainContractId: null };
}
