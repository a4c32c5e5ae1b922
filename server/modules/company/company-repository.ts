/**
 * Companies in the database: the detail, create and update with a version, validate and inactivate,
 * the linked companies and the reference lists (the list and its export: company-list.ts).
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  Company,
  CompanyInactivation,
  CompanyInput,
  CompanyUpdate,
  LinkedCompany,
} from '../../../src/shared/schemas/company';
import type { OptionQuery } from '../../../src/shared/schemas/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { cities, companies, companyProfiles, countries, dnsTenants, naceCodes, vatRegimes } from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { containsPattern } from '../../http/list';
import { changedFields, recordEvent } from './timeline';
import { checkRecordMetadata, metadataValuesOf, writeMetadata } from './metadata-repository';
import { metadataChanges, type MetadataRow } from '../../lib/metadata';
import { byCity, companyLookups } from './company-list';
import { RESELLER_PARTY_TYPES } from '../../../src/shared/constants/company';

export async function companyDetail(db: Db, id: number): Promise<Company | null> {
  const [row] = await db
    .select({
      company: companies,
      parentCompanyName: companyLookups.parentCompanyName,
      cityName: cities.name,
      postalCode: cities.postalCode,
      countryCode: countries.code,
      metadatas: metadataValuesOf('company', sql`"companies"."id"`),
    })
    .from(companies)
    .leftJoin(cities, byCity)
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, id));
  if (!row) return null;
  const c = row.company;
  return {
    companyId: c.id,
    name: c.name,
    vatNumber: c.vatNumber,
    vatRegimeId: c.vatRegimeId,
    naceCode: c.naceCode,
    partyType: c.partyType,
    parentCompanyId: c.parentCompanyId,
    parentCompanyName: row.parentCompanyName,
    street: c.street,
    cityId: c.cityId,
    cityName: row.cityName,
    postalCode: row.postalCode,
    countryId: c.countryId,
    countryCode: row.countryCode,
    email: c.email,
    phone: c.phone,
    language: c.language,
    profileId: c.profileId,
    dnsTenantId: c.dnsTenantId,
    peppolReceiver: c.peppolReceiver,
    status: c.status,
    inactivationReason: c.inactivationReason,
    inactivatedAt: c.inactivatedAt?.toISOString() ?? null,
    validated: c.validated,
    validatedAt: c.validatedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
    metadatas: row.metadatas,
  };
}

const exists = async (db: Db, query: SQL) =>
  ((await db.execute(sql`select exists (${query}) as found`)).rows[0] as { found: boolean }).found;

/**
 * What the schema cannot check: the references exist, a city lies in the chosen country, the parent
 * is a reseller and not the company itself, the metadata passes its rule. All problems at once, each
 * on its field; the metadata rows to store when there are none.
 */
async function checkReferences(db: Db, input: CompanyInput, companyId?: number): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadata = await checkRecordMetadata(db, 'company', input.metadatas, companyId, errors);
  const missing = async (field: keyof CompanyInput, query: SQL) => {
    if (!(await exists(db, query))) errors[field] = 'validation.unknown';
  };
  if (input.vatRegimeId)
    await missing('vatRegimeId', sql`select 1 from ${vatRegimes} where ${vatRegimes.id} = ${input.vatRegimeId}`);
  if (input.naceCode)
    await missing('naceCode', sql`select 1 from ${naceCodes} where ${naceCodes.code} = ${input.naceCode}`);
  if (input.countryId)
    await missing('countryId', sql`select 1 from ${countries} where ${countries.id} = ${input.countryId}`);
  if (input.profileId)
    await missing('profileId', sql`select 1 from ${companyProfiles} where ${companyProfiles.id} = ${input.profileId}`);
  if (input.dnsTenantId)
    await missing('dnsTenantId', sql`select 1 from ${dnsTenants} where ${dnsTenants.id} = ${input.dnsTenantId}`);
  if (input.cityId) {
    const [city] = await db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, input.cityId));
    if (!city) errors.cityId = 'validation.unknown';
    else if (input.countryId && city.countryId !== input.countryId) errors.cityId = 'companyErrors.cityNotInCountry';
  }
  if (input.parentCompanyId) {
    const [p] = await db
      .select({ partyType: companies.partyType })
      .from(companies)
      .where(eq(companies.id, input.parentCompanyId));
    if (!p) errors.parentCompanyId = 'validation.unknown';
    else if (input.parentCompanyId === companyId) errors.parentCompanyId = 'companyErrors.ownParent';
    else if (!(RESELLER_PARTY_TYPES as readonly string[]).includes(p.partyType))
      errors.parentCompanyId = 'companyErrors.parentNotReseller';
  }
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return metadata;
}

const VAT_TAKEN = { vatNumber: 'companyErrors.vatTaken' };

/** A VAT number another company has is a field error (the unique index decides a race the same way). */
async function checkVatNumber(db: Db, vatNumber: string | null, exceptId?: number) {
  if (!vatNumber) return;
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatNumber, vatNumber))
    .limit(1);
  if (clash && clash.id !== exceptId) throw badRequest('validation.failed', VAT_TAKEN);
}

export async function createCompany(db: Db, input: CompanyInput, actor: number | null): Promise<number> {
  const metadata = await checkReferences(db, input);
  await checkVatNumber(db, input.vatNumber);
  const { metadatas: _, ...fields } = input;
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.insert(companies).values(fields).returning({ id: companies.id });
      const id = row!.id;
      await writeMetadata(tx, 'company', id, metadata, true);
      await recordEvent(tx, {
        companyId: id,
        userId: actor,
        kind: 'company',
        action: 'created',
        recordId: id,
        label: input.name,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', VAT_TAKEN);
    throw error;
  }
}

/** The fields the timeline follows on a company (names rather than ids where the detail has them). */
const TRACKED: readonly (keyof Company & string)[] = [
  'name',
  'vatNumber',
  'vatRegimeId',
  'naceCode',
  'partyType',
  'parentCompanyName',
  'street',
  'postalCode',
  'cityName',
  'countryCode',
  'email',
  'phone',
  'language',
  'profileId',
  'dnsTenantId',
  'peppolReceiver',
  'status',
  'inactivationReason',
  'validated',
];

/**
 * Updates only when the stored version is the one the caller loaded (one statement, so two parallel
 * updates cannot both win); otherwise 409 with the current record, or 404. The timeline gets the
 * changed fields, in the same transaction.
 */
export async function updateCompany(db: Db, input: CompanyUpdate, actor: number | null): Promise<Company> {
  const { companyId, version, metadatas, ...fields } = input;
  const metadata = await checkReferences(db, input, companyId);
  await checkVatNumber(db, input.vatNumber, companyId);
  return changeWithEvent(db, companyId, version, actor, 'updated', async (tx) => {
    const rows = await tx
      .update(companies)
      .set({ ...fields, version: sql`${companies.version} + 1`, updatedAt: new Date() })
      .where(and(eq(companies.id, companyId), eq(companies.version, version)))
      .returning({ id: companies.id });
    if (rows.length && metadatas) await writeMetadata(tx, 'company', companyId, metadata, false);
    return rows;
  });
}

/**
 * Makes a change on the version the caller saw and records it on the timeline (who, what, the
 * fields before and after) in one transaction. No row changed: null (the caller tells why).
 */
async function changeWithEvent(
  db: Db,
  id: number,
  version: number,
  actor: number | null,
  action: 'updated' | 'validated' | 'inactivated',
  change: (tx: Db) => Promise<{ id: number }[]>,
  refused?: string,
): Promise<Company> {
  const before = await companyDetail(db, id);
  if (!before) throw notFound();
  let after: Company | null;
  try {
    after = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await change(tx);
      if (!row) return null;
      const current = (await companyDetail(tx, id))!;
      await recordEvent(tx, {
        companyId: id,
        userId: actor,
        kind: 'company',
        action,
        recordId: id,
        label: current.name,
        changes: [...changedFields(before, current, TRACKED), ...metadataChanges(before.metadatas, current.metadatas)],
      });
      return current;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('validation.failed', VAT_TAKEN);
    throw error;
  }
  if (after) return after;
  const current = await companyDetail(db, id);
  if (!current) throw notFound();
  if (current.version !== version || !refused) throw conflict(current);
  throw badRequest(refused);
}

/** A state change on the version the caller saw, allowed only from the states `allowed` accepts. */
const transition = (
  db: Db,
  id: number,
  version: number,
  actor: number | null,
  action: 'validated' | 'inactivated',
  allowed: SQL,
  refused: string,
  set: Partial<typeof companies.$inferInsert>,
) =>
  changeWithEvent(
    db,
    id,
    version,
    actor,
    action,
    (tx) =>
      tx
        .update(companies)
        .set({ ...set, version: sql`${companies.version} + 1`, updatedAt: new Date() })
        .where(and(eq(companies.id, id), eq(companies.version, version), allowed))
        .returning({ id: companies.id }),
    refused,
  );

/** Validating marks a new company as checked by staff; once. */
export const validateCompany = (db: Db, id: number, version: number, actor: number | null) =>
  transition(db, id, version, actor, 'validated', eq(companies.validated, false), 'companyErrors.alreadyValidated', {
    validated: true,
    validatedAt: new Date(),
  });

/** Inactivating keeps the reason; an inactive company is not inactivated again. */
export const inactivateCompany = (db: Db, id: number, input: CompanyInactivation, actor: number | null) =>
  transition(
    db,
    id,
    input.version,
    actor,
    'inactivated',
    eq(companies.status, 'active'),
    'companyErrors.alreadyInactive',
    {
      status: 'inactive',
      inactivationReason: input.reason,
      inactivatedAt: new Date(),
    },
  );

/** A company's reseller first, then the end users under it by name; null for a missing company. */
export async function linkedCompanies(db: Db, id: number): Promise<LinkedCompany[] | null> {
  const [company] = await db
    .select({ parentId: companies.parentCompanyId })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company) return null;
  const link = {
    companyId: companies.id,
    name: companies.name,
    vatNumber: companies.vatNumber,
    partyType: companies.partyType,
    status: companies.status,
  };
  const [parentRows, children] = await Promise.all([
    company.parentId ? db.select(link).from(companies).where(eq(companies.id, company.parentId)) : [],
    db
      .select(link)
      .from(companies)
      .where(eq(companies.parentCompanyId, id))
      .orderBy(sql`lower(${companies.name})`, asc(companies.id)),
  ]);
  return [
    ...parentRows.map((c) => ({ ...c, relation: 'reseller' as const })),
    ...children.map((c) => ({ ...c, relation: 'enduser' as const })),
  ];
}

/**
 * What a company picker offers: the companies asked for by id, else the active ones (of those `also`
 * narrows to) whose name or VAT number holds the typed text.
 */
export const companyChoiceWhere = (q: OptionQuery, also?: SQL) =>
  q.ids?.length
    ? inArray(companies.id, q.ids)
    : and(
        eq(companies.status, 'active'),
        also,
        q.searchText
          ? or(
              ilike(companies.name, containsPattern(q.searchText)),
              ilike(companies.vatNumber, containsPattern(q.searchText)),
            )
          : undefined,
      );

/** The resellers a company can sit under, active ones by name or VAT number (at most 50); or the ones asked for by id. */
export const parentOptions = (db: Db, q: OptionQuery) =>
  db
    .select({ companyId: companies.id, name: companies.name, vatNumber: companies.vatNumber })
    .from(companies)
    .where(companyChoiceWhere(q, inArray(companies.partyType, [...RESELLER_PARTY_TYPES])))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(50);

export const countryOptions = (db: Db) =>
  db
    .select({ countryId: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));

/** Cities of a country, found by postal code or name; at most 50. */
export const cityOptions = (db: Db, q: { countryId?: number | undefined; searchText?: string | undefined }) =>
  db
    .select({ cityId: cities.id, countryId: cities.countryId, postalCode: cities.postalCode, name: cities.name })
    .from(cities)
    .where(
      and(
        q.countryId ? eq(cities.countryId, q.countryId) : undefined,
        q.searchText
          ? or(ilike(cities.name, containsPattern(q.searchText)), ilike(cities.postalCode, `${q.searchText}%`))
          : undefined,
      ),
    )
    .orderBy(asc(cities.postalCode), asc(cities.name))
    .limit(50);

export const vatRegimeOptions = (db: Db) =>
  db
    .select({ vatRegimeId: vatRegimes.id, code: vatRegimes.code, description: vatRegimes.description })
    .from(vatRegimes)
    .orderBy(asc(vatRegimes.id));

export const naceCodeOptions = (db: Db) =>
  db.select({ code: naceCodes.code, description: naceCodes.description }).from(naceCodes).orderBy(asc(naceCodes.code));

export const profileOptions = (db: Db) =>
  db
    .select({ profileId: companyProfiles.id, description: companyProfiles.description })
    .from(companyProfiles)
    .orderBy(asc(companyProfiles.id));

export const dnsTenantOptions = (db: Db) =>
  db.select({ dnsTenantId: dnsTenants.id, name: dnsTenants.name }).from(dnsTenants).orderBy(asc(dnsTenants.name));
