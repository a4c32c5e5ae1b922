/**
 * Contacts in the database: a company's contacts (or any company's, found by name or e-mail) through
 * the list helper, the detail, create, update with a version, delete, and the contact types. A
 * contact and its types are written in one transaction.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Contact, ContactInput, ContactListQuery, ContactUpdate } from '../../../src/shared/schemas/contact';
import type { Db } from '../../db/client';
import { companies, contactContactTypes, contacts, contactTypes } from '../../db/schema';
import { badRequest, conflict, notFound, type FieldErrors } from '../../http/errors';
import { containsPattern, pagedList, type SortKey } from '../../http/list';
import { changedFields, recordEvent } from './timeline';
import { checkRecordMetadata, metadataValuesOf, writeMetadata } from './metadata-repository';
import { metadataChanges, type MetadataRow } from '../../lib/metadata';
import type { CONTACT_SORT_COLUMNS } from '../../../src/shared/constants/contact';

type SortColumn = (typeof CONTACT_SORT_COLUMNS)[number];

const sorts: Record<SortColumn, SortKey> = {
  lastName: { key: sql`lower(${contacts.lastName})` },
  firstName: { key: sql`lower(${contacts.firstName})` },
  email: { key: sql`lower(${contacts.email})`, nullable: true },
  updatedAt: { key: contacts.updatedAt },
};

/** Written out in full: in a one-table SELECT drizzle leaves column names unqualified. */
const companyName = sql<string>`(select c.name from ${companies} c where c.id = "contacts"."company_id")`;
const typeIds = sql<
  number[]
>`coalesce((select array_agg(t.contact_type_id order by t.contact_type_id) from ${contactContactTypes} t where t.contact_id = "contacts"."id"), '{}')`;

const columns = {
  contactId: contacts.id,
  companyId: contacts.companyId,
  companyName,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  gender: contacts.gender,
  language: contacts.language,
  email: contacts.email,
  phone: contacts.phone,
  contactTypeIds: typeIds,
  invitedAt: contacts.invitedAt,
  updatedAt: contacts.updatedAt,
  version: contacts.version,
  metadatas: metadataValuesOf('contact', sql`"contacts"."id"`),
};

type Row = { invitedAt: Date | null; updatedAt: Date } & Omit<Contact, 'invitedAt' | 'updatedAt'>;
const toContact = (r: Row): Contact => ({
  ...r,
  invitedAt: r.invitedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

function whereOf(q: ContactListQuery): SQL | undefined {
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  return and(
    q.companyId ? eq(contacts.companyId, q.companyId) : undefined,
    pattern
      ? or(
          ilike(contacts.firstName, pattern),
          ilike(contacts.lastName, pattern),
          ilike(contacts.email, pattern),
          ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern),
        )
      : undefined,
  );
}

/** By last name, then first name, unless sorted otherwise. */
export function listContacts(db: Db, q: ContactListQuery) {
  return pagedList(db, {
    list: {
      from: contacts,
      id: contacts.id,
      where: whereOf(q),
      sorts,
      defaultOrder: [sorts.lastName, sorts.firstName],
    },
    query: q,
    rows: (byIds) => db.select(columns).from(contacts).where(byIds),
    toItem: (r) => toContact(r as Row),
    idOf: (c) => c.contactId,
  });
}

export async function contactDetail(db: Db, id: number): Promise<Contact | null> {
  const [row] = await db.select(columns).from(contacts).where(eq(contacts.id, id));
  return row ? toContact(row as Row) : null;
}

/** The company exists, the types are known, the metadata passes its rule: each problem on its field. */
async function checkReferences(db: Db, input: ContactInput, contactId?: number): Promise<MetadataRow[]> {
  const errors: FieldErrors = {};
  const metadata = await checkRecordMetadata(db, 'contact', input.metadatas, contactId, errors);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) errors.companyId = 'validation.unknown';
  if (input.contactTypeIds.length) {
    const known = await db
      .select({ id: contactTypes.id })
      .from(contactTypes)
      .where(inArray(contactTypes.id, input.contactTypeIds));
    if (known.length !== new Set(input.contactTypeIds).size) errors.contactTypeIds = 'validation.unknown';
  }
  if (Object.keys(errors).length) throw badRequest('validation.failed', errors);
  return metadata;
}

async function setTypes(db: Db, contactId: number, typeIdsToSet: readonly number[]) {
  await db.delete(contactContactTypes).where(eq(contactContactTypes.contactId, contactId));
  if (typeIdsToSet.length)
    await db
      .insert(contactContactTypes)
      .values([...new Set(typeIdsToSet)].map((contactTypeId) => ({ contactId, contactTypeId })));
}

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;

/** The fields the company's timeline follows on a contact. */
const TRACKED: readonly (keyof Contact & string)[] = [
  'firstName',
  'lastName',
  'gender',
  'language',
  'email',
  'phone',
  'contactTypeIds',
];

export async function createContact(db: Db, input: ContactInput, actor: number | null): Promise<number> {
  const metadata = await checkReferences(db, input);
  const { contactTypeIds, metadatas: _, ...fields } = input;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(contacts).values(fields).returning({ id: contacts.id });
    await setTypes(tx, row!.id, contactTypeIds);
    await writeMetadata(tx, 'contact', row!.id, metadata, true);
    await recordEvent(tx, {
      companyId: input.companyId,
      userId: actor,
      kind: 'contact',
      action: 'created',
      recordId: row!.id,
      label: fullName(input),
    });
    return row!.id;
  });
}

/**
 * Updates only when the stored version is the one the caller loaded; otherwise 409 with the current
 * contact, or 404. The company's timeline gets the changed fields, in the same transaction.
 */
export async function updateContact(db: Db, input: ContactUpdate, actor: number | null): Promise<Contact> {
  const metadata = await checkReferences(db, input, input.contactId);
  const { contactId, version, contactTypeIds, metadatas, ...fields } = input;
  const before = await contactDetail(db, contactId);
  if (!before) throw notFound();
  const after = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(contacts)
      .set({ ...fields, version: sql`${contacts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(contacts.id, contactId), eq(contacts.version, version)))
      .returning({ id: contacts.id });
    if (!row) return null;
    await setTypes(tx, contactId, contactTypeIds);
    if (metadatas) await writeMetadata(tx, 'contact', contactId, metadata, false);
    const current = (await contactDetail(tx, contactId))!;
    await recordEvent(tx, {
      companyId: current.companyId,
      userId: actor,
      kind: 'contact',
      action: 'updated',
      recordId: contactId,
      label: fullName(current),
      changes: [...changedFields(before, current, TRACKED), ...metadataChanges(before.metadatas, current.metadatas)],
    });
    return current;
  });
  if (after) return after;
  const current = await contactDetail(db, contactId);
  if (!current) throw notFound();
  throw conflict(current);
}

export async function deleteContact(db: Db, id: number, actor: number | null): Promise<null> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx
      .delete(contacts)
      .where(eq(contacts.id, id))
      .returning({ companyId: contacts.companyId, firstName: contacts.firstName, lastName: contacts.lastName });
    if (!gone) throw notFound();
    await recordEvent(tx, {
      companyId: gone.companyId,
      userId: actor,
      kind: 'contact',
      action: 'deleted',
      recordId: id,
      label: fullName(gone),
    });
  });
  return null;
}

export const contactTypeOptions = (db: Db) =>
  db
    .select({ contactTypeId: contactTypes.id, code: contactTypes.code, description: contactTypes.description })
    .from(contactTypes)
    .orderBy(asc(contactTypes.id));
