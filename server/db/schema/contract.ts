/**
 * Contracts (docs/domain.md "Contracts"): what the provider invoices every month. A contract is for
 * a customer (through its reseller), of a type, in a status, with items: each a product at a
 * quantity, a factor and a unit price resolved from the product's price rules. Every change makes a
 * version (who, when, what, a snapshot and the monthly amount). Main contracts group contracts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  tableWithId,
  codeList,
  createdAt,
  factor,
  GIN_NO_PENDING_LIST,
  inList,
  metadataValues,
  money,
  requiredRef,
  price,
  versioned,
} from './columns';
import { companies, metadataDefinitions } from './company';
import { products } from './product';
import { users } from './security';
import { CALCULATION_TYPES, CONTRACT_PRICE_TYPES, CONTRACT_STATUSES } from '../../../src/shared/constants/contract';

/** Contract types: `domain` contracts carry domain names, `o365NCE` ones licences synced with the provider. */
export const contractTypes = codeList('contract_types', {
  /** What a new contract of this type is invoiced by. */
  calculationType: text('calculation_type', { enum: CALCULATION_TYPES }).notNull(),
});

/** The statuses with their fixed ids (CONTRACT_STATUS). */
export const contractStatuses = pgTable('contract_statuses', {
  id: integer('id').primaryKey(),
  code: text('code', { enum: CONTRACT_STATUSES }).notNull().unique(),
  description: text('description').notNull(),
});

/** Contracts of one customer grouped under one name (one invoice, one agreement). */
export const mainContracts = tableWithId(
  'main_contracts',
  {
    customerId: requiredRef('customer_id', () => companies.id),
    name: text('name').notNull(),
    ...versioned(),
  },
  (t) => [index('main_contracts_customer_idx').on(t.customerId)],
);

/** Contract numbers: C and seven digits, from this sequence (never reused). */
export const contractNumberSeq = pgSequence('contract_number_seq');

export const contracts = tableWithId(
  'contracts',
  {
    number: text('number')
      .notNull()
      .default(sql`'C' || lpad(nextval('contract_number_seq')::text, 7, '0')`),
    customerId: requiredRef('customer_id', () => companies.id),
    resellerId: integer('reseller_id').references(() => companies.id),
    contractTypeId: requiredRef('contract_type_id', () => contractTypes.id),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('QUOTE'),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }),
    calculationType: text('calculation_type', { enum: CALCULATION_TYPES }).notNull(),
    priceType: text('price_type', { enum: CONTRACT_PRICE_TYPES }).notNull(),
    mainContractId: integer('main_contract_id').references(() => mainContracts.id),
    reference: text('reference'),
    description: text('description'),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('contracts_number_idx').on(t.number),
    index('contracts_number_trgm_idx')
      .using('gin', sql`${t.number} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    index('contracts_reference_trgm_idx')
      .using('gin', sql`${t.reference} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    // The list filters on the status first (default ACTIVE) and sorts by number.
    index('contracts_status_number_idx').on(t.status, t.number),
    index('contracts_customer_idx').on(t.customerId),
    index('contracts_reseller_idx').on(t.resellerId),
    index('contracts_type_idx').on(t.contractTypeId),
    index('contracts_main_contract_idx').on(t.mainContractId),
    index('contracts_updated_at_idx').on(t.updatedAt),
    check('contracts_status_check', inList('status', CONTRACT_STATUSES)),
    check('contracts_calculation_type_check', inList('calculation_type', CALCULATION_TYPES)),
    check('contracts_price_type_check', inList('price_type', CONTRACT_PRICE_TYPES)),
    check('contracts_dates_check', sql`${t.dateEnd} >= ${t.dateStart}`),
  ],
);

export const contractItems = tableWithId(
  'contract_items',
  {
    contractId: requiredRef('contract_id', () => contracts.id),
    productId: requiredRef('product_id', () => products.id),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('ACTIVE'),
    description: text('description'),
    domain: text('domain'),
    alreadyInvoiced: boolean('already_invoiced').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    factor: factor('factor').notNull().default(1),
    /** Resolved from the product's price rules when the item is written or prices are recalculated; null: no rule. */
    unitPrice: price('unit_price'),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }),
    invoicedUntil: date('invoiced_until', { mode: 'string' }),
    advancedOptions: text('advanced_options'),
    partnerCenterProfile: text('partner_center_profile'),
    domainProfile: text('domain_profile'),
    ...versioned(),
  },
  (t) => [
    index('contract_items_contract_idx').on(t.contractId, t.id),
    index('contract_items_product_idx').on(t.productId, t.contractId),
    index('contract_items_domain_trgm_idx')
      .using('gin', sql`${t.domain} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
    check('contract_items_status_check', inList('status', CONTRACT_STATUSES)),
    check('contract_items_quantity_check', sql`${t.quantity} >= 0`),
    check('contract_items_factor_check', sql`${t.factor} >= 0`),
    check('contract_items_dates_check', sql`${t.dateEnd} >= ${t.dateStart}`),
  ],
);

/** One version per change of a contract or its items: who, when, what, and the state after it. */
export const contractVersions = tableWithId(
  'contract_versions',
  {
    contractId: requiredRef('contract_id', () => contracts.id),
    /** The contract's version after the change. */
    versionNumber: integer('version_number').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    /** What the contract invoiced a month after the change (sum of its active items), euro. */
    monthlyAmount: money('monthly_amount').notNull(),
    /** The contract and its items as the detail answered them after the change. */
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [uniqueIndex('contract_versions_contract_version_idx').on(t.contractId, t.versionNumber)],
);

/** A contract's metadata values (definitions in metadata_definitions, entity contract). */
export const contractMetadata = metadataValues('contract_metadata', { contractId: contracts.id }, metadataDefinitions);

/** A contract item's metadata values (entity contractItem: MIGRATIONDATE, LASTPERIODINVOICEDADMIN, ...). */
export const contractItemMetadata = metadataValues(
  'contract_item_metadata',
  { contractItemId: contractItems.id },
  metadataDefinitions,
  'contract_item_metadata_item_metadata_idx',
);
