/**
 * The contracts list (filters, search, sort, paging through http/list.ts) and its CSV export, and the
 * reference lists its filters and the contract form choose from (types, statuses, parties, products).
 */
import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toWireDay } from '../../../src/shared/calendar-day';
import type { ContractExportQuery, ContractListItem, ContractListQuery } from '../../../src/shared/schemas/contract';
import type { Db } from '../../db/client';
import {
  companies,
  contractItems,
  contracts,
  contractStatuses,
  contractTypes,
  products,
  productTranslations,
} from '../../db/schema';
import {
  containsPattern,
  idIn,
  idsInListOrder,
  inIdOrder,
  pagedList,
  type ListSource,
  type SortKey,
} from '../../http/list';
import { exportMoment } from '../../http/csv';
import { wireDay } from './contract-detail';
import { companyChoiceWhere } from '../company/company-repository';
import {
  CONTRACT_DEFAULT_STATUSES,
  CONTRACT_SEARCH_FIELDS,
  CONTRACT_DEFAULT_SORT,
  type CONTRACT_SORT_COLUMNS,
} from '../../../src/shared/constants/contract';
import { RESELLER_PARTY_TYPES } from '../../../src/shared/constants/company';

type SortColumn = (typeof CONTRACT_SORT_COLUMNS)[number];

const customer = alias(companies, 'customer');
const reseller = alias(companies, 'reseller');

const sorts: Record<SortColumn, SortKey> = {
  number: { key: contracts.number },
  customer: {
    key: sql`lower(${customer.name})`,
    joins: [sql`join ${companies} ${sql.identifier('customer')} on ${customer.id} = ${contracts.customerId}`],
  },
  reseller: {
    key: sql`lower(${reseller.name})`,
    joins: [sql`left join ${companies} ${sql.identifier('reseller')} on ${reseller.id} = ${contracts.resellerId}`],
    nullable: true,
  },
  contractType: {
    key: contractTypes.description,
    joins: [sql`join ${contractTypes} on ${contractTypes.id} = ${contracts.contractTypeId}`],
  },
  status: { key: contracts.status },
  dateStart: { key: contracts.dateStart },
  dateEnd: { key: contracts.dateEnd, nullable: true },
  updatedAt: { key: contracts.updatedAt },
};

const companiesNamed = (pattern: string) =>
  sql`(select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`;

/** The search text in the fields chosen (all when none): number, customer, reseller, reference, item domain. */
function searchOf(text: string, fields: readonly string[] | undefined): SQL | undefined {
  const pattern = containsPattern(text.trim());
  const chosen = new Set(fields?.length ? fields : CONTRACT_SEARCH_FIELDS);
  return or(
    chosen.has('number') ? ilike(contracts.number, pattern) : undefined,
    chosen.has('customer') ? inArray(contracts.customerId, companiesNamed(pattern)) : undefined,
    chosen.has('reseller') ? inArray(contracts.resellerId, companiesNamed(pattern)) : undefined,
    chosen.has('reference') ? ilike(contracts.reference, pattern) : undefined,
    chosen.has('domain')
      ? inArray(
          contracts.id,
          sql`(select ${contractItems.contractId} from ${contractItems} where ${contractItems.domain} ilike ${pattern})`,
        )
      : undefined,
  );
}

function whereOf(q: ContractExportQuery): SQL | undefined {
  return and(
    inArray(contracts.status, q.statuses?.length ? q.statuses : [...CONTRACT_DEFAULT_STATUSES]),
    q.contractTypeIds?.length ? inArray(contracts.contractTypeId, q.contractTypeIds) : undefined,
    q.customerIds?.length ? inArray(contracts.customerId, q.customerIds) : undefined,
    q.resellerIds?.length ? inArray(contracts.resellerId, q.resellerIds) : undefined,
    q.partyTypes?.length
      ? inArray(
          contracts.customerId,
          sql`(select ${companies.id} from ${companies} where ${inArray(companies.partyType, q.partyTypes)})`,
        )
      : undefined,
    q.productIds?.length
      ? sql`exists (select 1 from ${contractItems} where ${contractItems.contractId} = ${contracts.id}
          and ${inArray(contractItems.productId, q.productIds)})`
      : undefined,
    q.periodUntil ? lte(contracts.dateStart, q.periodUntil) : undefined,
    q.periodFrom ? or(isNull(contracts.dateEnd), gte(contracts.dateEnd, q.periodFrom)) : undefined,
    q.searchText ? searchOf(q.searchText, q.searchFields) : undefined,
  );
}

const contractList = (q: ContractExportQuery): ListSource<SortColumn> => ({
  from: contracts,
  id: contracts.id,
  where: whereOf(q),
  sorts,
  defaultSort: CONTRACT_DEFAULT_SORT,
});

/**
 * Lookups by key for a page's rows, written out in full: in a one-table SELECT drizzle leaves
 * column names unqualified, which a subquery would misread.
 */
const lookups = {
  customerName: sql<string>`(select c.name from ${companies} c where c.id = "contracts"."customer_id")`,
  resellerName: sql<string | null>`(select c.name from ${companies} c where c.id = "contracts"."reseller_id")`,
  contractTypeCode: sql<string>`(select t.code from ${contractTypes} t where t.id = "contracts"."contract_type_id")`,
  contractTypeDescription: sql<string>`(select t.description from ${contractTypes} t
    where t.id = "contracts"."contract_type_id")`,
  itemCount: sql<number>`(select count(*)::int from ${contractItems} i where i.contract_id = "contracts"."id")`,
  /** The ACTIVE items' quantity x factor x unit price, each rounded to the cent (as itemMonthlyAmount). */
  monthlyAmount: sql<string>`(select coalesce(sum(round(i.quantity * i.factor * i.unit_price, 2)), 0)
    from ${contractItems} i where i.contract_id = "contracts"."id" and i.status = 'ACTIVE')`,
};

export function listContracts(db: Db, q: ContractListQuery) {
  return pagedList(db, {
    list: contractList(q),
    query: q,
    rows: (byIds) =>
      db
        .select({
          contractId: contracts.id,
          number: contracts.number,
          customerId: contracts.customerId,
          resellerId: contracts.resellerId,
          contractTypeId: contracts.contractTypeId,
          status: contracts.status,
          dateStart: contracts.dateStart,
          dateEnd: contracts.dateEnd,
          reference: contracts.reference,
          updatedAt: contracts.updatedAt,
          version: contracts.version,
          ...lookups,
        })
        .from(contracts)
        .where(byIds),
    toItem: (r): ContractListItem => ({
      ...r,
      dateStart: toWireDay(r.dateStart),
      dateEnd: wireDay(r.dateEnd),
      monthlyAmount: Number(r.monthlyAmount),
      updatedAt: r.updatedAt.toISOString(),
    }),
    idOf: (item) => item.contractId,
  });
}

export const contractIdsInOrder = (db: Db, q: ContractExportQuery) => idsInListOrder(db, contractList(q), q.orderBys);

/** The export rows of these ids, in their order; days as YYYY-MM-DD, times in Brussels. */
export async function contractExportRows(db: Db, ids: ArrayLike<number>) {
  const rows = await db
    .select({
      contractId: contracts.id,
      number: contracts.number,
      customer: lookups.customerName,
      reseller: lookups.resellerName,
      contractType: lookups.contractTypeCode,
      status: contracts.status,
      dateStart: contracts.dateStart,
      dateEnd: contracts.dateEnd,
      monthlyAmount: lookups.monthlyAmount,
      updatedAt: exportMoment(contracts.updatedAt),
    })
    .from(contracts)
    .where(idIn(contracts.id, ids));
  return inIdOrder(ids, rows, (r) => r.contractId);
}

// ---------------------------------------------------------------------------------------------
// Reference lists

export const contractTypeOptions = (db: Db) =>
  db
    .select({
      contractTypeId: contractTypes.id,
      code: contractTypes.code,
      description: contractTypes.description,
      calculationType: contractTypes.calculationType,
    })
    .from(contractTypes)
    .orderBy(asc(contractTypes.description));

export const contractStatusOptions = (db: Db) =>
  db
    .select({
      contractStatusId: contractStatuses.id,
      code: contractStatuses.code,
      description: contractStatuses.description,
    })
    .from(contractStatuses)
    .orderBy(asc(contractStatuses.id));

/** Companies by name (at most 50), resellers only for the reseller role; or the ones asked for by id. */
export const partyOptions = (
  db: Db,
  q: { role?: 'customer' | 'reseller' | undefined; searchText?: string | undefined; ids?: number[] | undefined },
) =>
  db
    .select({
      companyId: companies.id,
      name: companies.name,
      vatNumber: companies.vatNumber,
      partyType: companies.partyType,
      parentCompanyId: companies.parentCompanyId,
    })
    .from(companies)
    .where(
      companyChoiceWhere(
        q,
        q.role === 'reseller' ? inArray(companies.partyType, [...RESELLER_PARTY_TYPES]) : undefined,
      ),
    )
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(50);

/** Active products by code or name in any language (at most 50); or the ones asked for by id. */
export const productOptions = (db: Db, q: { searchText?: string | undefined; ids?: number[] | undefined }) => {
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  return db
    .select({
      productId: products.id,
      code: products.code,
      name: sql<string>`coalesce((select t.description from ${productTranslations} t
        where t.product_id = "products"."id" and t.language = 'EN'), '')`,
      productTypeCode: sql<string>`(select pt.code from product_types pt where pt.id = "products"."product_type_id")`,
    })
    .from(products)
    .where(
      q.ids?.length
        ? inArray(products.id, q.ids)
        : and(
            eq(products.productStatusId, 1),
            pattern
              ? or(
                  ilike(products.code, pattern),
                  inArray(
                    products.id,
                    sql`(select ${productTranslations.productId} from ${productTranslations}
                      where ${productTranslations.description} ilike ${pattern})`,
                  ),
                )
              : undefined,
          ),
    )
    .orderBy(sql`lower(${products.code})`)
    .limit(50);
};
