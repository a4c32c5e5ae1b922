/**
 * The companies list (search, filters, sort, paging through http/list.ts) and its CSV export.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyListItem, CompanyExportQuery, CompanyListQuery } from '../../../src/shared/schemas/company';
import { enterpriseDigits } from '../../../src/shared/enterprise-number';
import type { Db } from '../../db/client';
import { cities, companies, contacts, countries } from '../../db/schema';
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
import { COMPANY_DEFAULT_SORT, type COMPANY_SORT_COLUMNS } from '../../../src/shared/constants/company';
import { COMPANY_DEFAULT_STATUSES } from '../../../src/shared/constants/company';

type SortColumn = (typeof COMPANY_SORT_COLUMNS)[number];

/** A company's city, joined. */
export const byCity = eq(cities.id, companies.cityId);

const sorts: Record<SortColumn, SortKey> = {
  name: { key: sql`lower(${companies.name})` },
  vatNumber: { key: companies.vatNumber, nullable: true },
  partyType: { key: companies.partyType },
  city: { key: sql`lower(${cities.name})`, joins: [sql`left join ${cities} on ${byCity}`], nullable: true },
  status: { key: companies.status },
  updatedAt: { key: companies.updatedAt },
};

/**
 * The search: the name contains the text, or the VAT number does (typed with or without BE, dots or
 * spaces), or the city's name, or a contact's e-mail address; or it is the id.
 */
function searchOf(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const digits = enterpriseDigits(text);
  const conditions: (SQL | undefined)[] = [
    ilike(companies.name, pattern),
    /^\d{3,10}$/.test(digits) ? ilike(companies.vatNumber, containsPattern(digits)) : undefined,
    /^[a-z]{2}\w+$/i.test(text.trim()) ? ilike(companies.vatNumber, containsPattern(text.trim())) : undefined,
    inArray(companies.cityId, sql`(select ${cities.id} from ${cities} where ${cities.name} ilike ${pattern})`),
    inArray(companies.id, sql`(select ct.company_id from ${contacts} ct where ct.email ilike ${pattern})`),
  ];
  if (/^\d{1,9}$/.test(text.trim())) conditions.push(eq(companies.id, Number(text.trim())));
  return or(...conditions);
}

function whereOf(q: CompanyExportQuery): SQL | undefined {
  return and(
    inArray(companies.status, q.statuses?.length ? q.statuses : [...COMPANY_DEFAULT_STATUSES]),
    q.partyTypes?.length ? inArray(companies.partyType, q.partyTypes) : undefined,
    q.resellerIds?.length ? inArray(companies.parentCompanyId, q.resellerIds) : undefined,
    q.validated?.length === 1 ? eq(companies.validated, q.validated[0] === 'true') : undefined,
    q.countryIds?.length ? inArray(companies.countryId, q.countryIds) : undefined,
    q.languages?.length ? inArray(companies.language, q.languages) : undefined,
    q.searchText ? searchOf(q.searchText) : undefined,
  );
}

/**
 * Lookups by key for a page's rows (not joins that hash whole tables), written out in full: in a
 * one-table SELECT drizzle leaves column names unqualified, which a subquery would misread.
 */
export const companyLookups = {
  parentCompanyName: sql<
    string | null
  >`(select p.name from ${companies} p where p.id = "companies"."parent_company_id")`,
  cityName: sql<string | null>`(select c.name from ${cities} c where c.id = "companies"."city_id")`,
  countryCode: sql<string | null>`(select k.code from ${countries} k where k.id = "companies"."country_id")`,
};

const companyList = (q: CompanyExportQuery): ListSource<SortColumn> => ({
  from: companies,
  id: companies.id,
  where: whereOf(q),
  sorts,
  defaultSort: COMPANY_DEFAULT_SORT,
});

export function listCompanies(db: Db, q: CompanyListQuery) {
  return pagedList(db, {
    list: companyList(q),
    query: q,
    rows: (byIds) =>
      db
        .select({
          companyId: companies.id,
          name: companies.name,
          vatNumber: companies.vatNumber,
          partyType: companies.partyType,
          parentCompanyId: companies.parentCompanyId,
          ...companyLookups,
          email: companies.email,
          language: companies.language,
          status: companies.status,
          validated: companies.validated,
          updatedAt: companies.updatedAt,
          version: companies.version,
        })
        .from(companies)
        .where(byIds),
    toItem: (r): CompanyListItem => ({ ...r, updatedAt: r.updatedAt.toISOString() }),
    idOf: (item) => item.companyId,
  });
}

/** The export's snapshot: the ids of every matching company in list order, read back in batches. */
export const companyIdsInOrder = (db: Db, q: CompanyExportQuery) => idsInListOrder(db, companyList(q), q.orderBys);

/** The export rows of these ids, in their order; times in Brussels (`YYYY-MM-DD HH:MM:SS`). */
export async function companyExportRows(db: Db, ids: ArrayLike<number>) {
  const rows = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      vatNumber: companies.vatNumber,
      partyType: companies.partyType,
      parent: companyLookups.parentCompanyName,
      street: companies.street,
      postalCode: sql<string | null>`(select c.postal_code from ${cities} c where c.id = "companies"."city_id")`,
      city: companyLookups.cityName,
      country: companyLookups.countryCode,
      email: companies.email,
      phone: companies.phone,
      language: companies.language,
      status: companies.status,
      validated: companies.validated,
      updatedAt: exportMoment(companies.updatedAt),
    })
    .from(companies)
    .where(idIn(companies.id, ids));
  return inIdOrder(ids, rows, (r) => r.companyId);
}
