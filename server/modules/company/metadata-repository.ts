/**
 * The metadata of companies, contacts, contracts and contract items: one definitions table for all
 * (by entity), their values in company_metadata, contact_metadata, contract_metadata and
 * contract_item_metadata. A detail answers its values with their definition; a
 * write checks the request's entries by the shared rule (lib/metadata.ts) and stores them in the
 * transaction of the record, the timeline gets what changed.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MetadataEntry, MetadataItem, MetadataValue } from '../../../src/shared/schemas/metadata';
import type { Db } from '../../db/client';
import {
  companyMetadata,
  contactMetadata,
  contractItemMetadata,
  contractMetadata,
  metadataDefinitions,
} from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { checkMetadataEntries, definitionItem, type MetadataMode, type MetadataRow } from '../../lib/metadata';
import type { MetadataEntity } from '../../../src/shared/constants/metadata';

/** Where each entity's values live, and the column naming their record. */
const VALUES = {
  company: { table: companyMetadata, owner: companyMetadata.companyId },
  contact: { table: contactMetadata, owner: contactMetadata.contactId },
  contract: { table: contractMetadata, owner: contractMetadata.contractId },
  contractItem: { table: contractItemMetadata, owner: contractItemMetadata.contractItemId },
} as const;

const displayOrder = [asc(metadataDefinitions.sortOrder), asc(metadataDefinitions.id)];

/** The definitions of an entity (GET metadatas/company, metadatas/contact), in their display order. */
export async function metadataDefinitionItems(db: Db, entity: MetadataEntity): Promise<MetadataItem[]> {
  const rows = await db
    .select()
    .from(metadataDefinitions)
    .where(eq(metadataDefinitions.entity, entity))
    .orderBy(...displayOrder);
  return rows.map(definitionItem);
}

/**
 * A record's values with their definition, in display order, as one JSON column of the record's
 * SELECT (`ownerId` is the record's id column). Written out in full: in a one-table SELECT drizzle
 * leaves column names unqualified, which the subquery would misread.
 */
export function metadataValuesOf(entity: MetadataEntity, ownerId: SQL) {
  const { table, owner } = VALUES[entity];
  return sql<MetadataValue[]>`coalesce((select jsonb_agg(jsonb_build_object('metadataId', d.id, 'code', d.code,
      'category', d.category, 'value', v.value, 'accessibility', d.accessibility, 'dataType', d.data_type)
      order by d.sort_order, d.id)
    from ${table} v join ${metadataDefinitions} d on d.id = v.metadata_id
    where v.${sql.identifier(owner.name)} = ${ownerId}), '[]'::jsonb)`;
}

/** A record's stored values by definition (what an update may send back unchanged). */
export async function storedMetadata(db: Db, entity: MetadataEntity, ownerId: number) {
  const { table, owner } = VALUES[entity];
  const rows = await db
    .select({ metadataId: table.metadataId, value: table.value })
    .from(table)
    .where(eq(owner, ownerId));
  return new Map(rows.map((r) => [r.metadataId, r.value]));
}

/** The rows to store for the entries, their problems added to `errors` (definitions of the entity only). */
export async function checkMetadata(
  db: Db,
  entity: MetadataEntity,
  entries: readonly MetadataEntry[],
  mode: MetadataMode,
  errors: FieldErrors,
): Promise<MetadataRow[]> {
  const ids = entries.map((e) => e.metadataId);
  const definitions = ids.length
    ? await db
        .select()
        .from(metadataDefinitions)
        .where(and(eq(metadataDefinitions.entity, entity), inArray(metadataDefinitions.id, ids)))
    : [];
  return checkMetadataEntries(entries, definitions, mode, errors);
}

/**
 * The rows to store for a record's entries (none sent: none), checked as a create (no `ownerId`) or
 * as an update of the stored values; problems go into `errors`.
 */
export async function checkRecordMetadata(
  db: Db,
  entity: MetadataEntity,
  entries: readonly MetadataEntry[] | undefined,
  ownerId: number | undefined,
  errors: FieldErrors,
): Promise<MetadataRow[]> {
  if (!entries) return [];
  const mode: MetadataMode = ownerId
    ? { create: false, stored: await storedMetadata(db, entity, ownerId) }
    : { create: true };
  return checkMetadata(db, entity, entries, mode, errors);
}

/**
 * Stores a record's values in the record's transaction: on create all of them; on update the
 * Editable values are replaced by the request's, the others stay as they are.
 */
export async function writeMetadata(
  tx: Db,
  entity: MetadataEntity,
  ownerId: number,
  rows: readonly MetadataRow[],
  create: boolean,
) {
  const { table, owner } = VALUES[entity];
  if (!create)
    await tx.execute(sql`delete from ${table} where ${owner} = ${ownerId} and ${table.metadataId} in
      (select ${metadataDefinitions.id} from ${metadataDefinitions} where ${metadataDefinitions.accessibility} = 'Editable')`);
  const toStore = create ? rows : rows.filter((r) => r.editable);
  if (toStore.length)
    await tx.execute(
      sql`insert into ${table} (${sql.identifier(owner.name)}, metadata_id, value) values ${sql.join(
        toStore.map((r) => sql`(${ownerId}, ${r.metadataId}, ${r.value})`),
        sql`, `,
      )}`,
    );
}
