/**
 * The contract item dialog's values and the body they become. The fields depend on the contract's
 * type (spec 02 section 2): a domain contract's items show product, domain, already invoiced, status
 * and start; the other types product, status and start with description, factor, end, quantity,
 * advanced options, invoiced until, the partner centre and domain profiles and metadata. The date
 * from which a change applies (`dateFrom`) exists on edit only. The form holds days as `YYYY-MM-DD`
 * (the date fields' `holds="day"`); the wire carries them at midnight UTC. A field the type does not
 * show keeps its stored value on edit and its default on add.
 */
import { dayOfWire, isCalendarDay, toWireDay } from '@/shared/calendar-day';
import { newMetadataEntries, storedMetadataEntries } from '@/shared/metadata';
import type { Contract, ContractItem } from '@/shared/schemas/contract';
import type { MetadataEntry, MetadataItem } from '@/shared/schemas/metadata';
import { CONTRACT_TYPE_CODE, type ContractStatus } from '@/shared/constants/contract';

export type ItemFormValues = {
  productId: number | null;
  status: ContractStatus;
  dateStart: string | null;
  domain: string;
  alreadyInvoiced: boolean;
  description: string;
  quantity: number | null;
  factor: number | null;
  dateEnd: string | null;
  invoicedUntil: string | null;
  dateFrom: string | null;
  advancedOptions: string;
  partnerCenterProfile: string;
  domainProfile: string;
  metadatas: MetadataEntry[];
};

/** Whether a contract's items are domain names (the domain fields only). */
export const isDomainContract = (contract: Pick<Contract, 'contractTypeCode'>) =>
  contract.contractTypeCode === CONTRACT_TYPE_CODE.domain;

/** How an item is named in labels and summaries: its product code and its domain or description. */
export const itemLabel = (item: Pick<ContractItem, 'productCode' | 'domain' | 'description'>) =>
  [item.productCode, item.domain ?? item.description].filter(Boolean).join(' – ');

const formDay = (wire: string | null | undefined) => (wire ? dayOfWire(wire) : null);

/** A held day as sent: midnight UTC; empty as null; typed text that is no day as it is (the schema refuses it). */
export function wireDay(day: string | null | undefined): string | null {
  if (day === null || day === undefined || day.trim() === '') return null;
  return isCalendarDay(day) ? toWireDay(day) : day;
}

/**
 * A new item (one of it, starting on `start`, in `status`: active unless the caller says otherwise)
 * or a stored one as the form shows it.
 */
export function itemFormValues(
  item: ContractItem | null,
  definitions: readonly MetadataItem[],
  start: string,
  status: ContractStatus = 'ACTIVE',
): ItemFormValues {
  return {
    productId: item?.productId ?? null,
    status: item?.status ?? status,
    dateStart: item ? formDay(item.dateStart) : start,
    domain: item?.domain ?? '',
    alreadyInvoiced: item?.alreadyInvoiced ?? false,
    description: item?.description ?? '',
    quantity: item?.quantity ?? 1,
    factor: item?.factor ?? 1,
    dateEnd: formDay(item?.dateEnd),
    invoicedUntil: formDay(item?.invoicedUntil),
    dateFrom: null,
    advancedOptions: item?.advancedOptions ?? '',
    partnerCenterProfile: item?.partnerCenterProfile ?? '',
    domainProfile: item?.domainProfile ?? '',
    metadatas: item ? storedMetadataEntries(item.metadatas, definitions) : newMetadataEntries(definitions),
  };
}

/**
 * The body of an add (no `item`) or an edit: not yet validated, the shared schema judges it. Only the
 * fields the contract's type shows come from the form; on edit the others go back as stored.
 */
export function toItemBody(
  values: ItemFormValues,
  contract: Pick<Contract, 'contractId' | 'contractTypeCode'>,
  item: ContractItem | null,
  version?: number,
): Record<string, unknown> {
  const common = {
    contractId: contract.contractId,
    productId: values.productId,
    status: values.status,
    dateStart: wireDay(values.dateStart),
  };
  const stored = item
    ? {
        domain: item.domain,
        alreadyInvoiced: item.alreadyInvoiced,
        description: item.description,
        quantity: item.quantity,
        factor: item.factor,
        dateEnd: item.dateEnd,
        invoicedUntil: item.invoicedUntil,
        advancedOptions: item.advancedOptions,
        partnerCenterProfile: item.partnerCenterProfile,
        domainProfile: item.domainProfile,
      }
    : {};
  const shown = isDomainContract(contract)
    ? { domain: values.domain, alreadyInvoiced: values.alreadyInvoiced }
    : {
        description: values.description,
        quantity: values.quantity,
        factor: values.factor,
        dateEnd: wireDay(values.dateEnd),
        invoicedUntil: wireDay(values.invoicedUntil),
        advancedOptions: values.advancedOptions,
        partnerCenterProfile: values.partnerCenterProfile,
        domainProfile: values.domainProfile,
        metadatas: values.metadatas,
      };
  const edit = item
    ? { contractItemId: item.contractItemId, version: version ?? item.version, dateFrom: wireDay(values.dateFrom) }
    : {};
  return { ...stored, ...common, ...shown, ...edit };
}

/**
 * What a new item of a contract starts as: a quote on a quote, else active; from today, or from the
 * contract's start when that is later.
 */
export function newItemDefaults(contract: Pick<Contract, 'status' | 'dateStart'>, today: string) {
  const contractStart = dayOfWire(contract.dateStart);
  return {
    start: contractStart > today ? contractStart : today,
    status: (contract.status === 'QUOTE' ? 'QUOTE' : 'ACTIVE') as ContractStatus,
  };
}
