/**
 * The columns and small tables many tables share, written once: the bookkeeping columns, required
 * references, amounts, code lists and metadata values. Each helper makes exactly the columns the
 * tables wrote out before (the migrations do not change).
 */
import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';
import { METADATA_ACCESSIBILITIES, METADATA_DATA_TYPES } from '../../../src/shared/constants/metadata';

/** `column in ('a', 'b', ...)`: the check that keeps a text column within its values. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** A moment, with its time zone. */
export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** The version a write must name (optimistic concurrency), and when the row was made and last changed. */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** The id of a table whose rows the database numbers. */
const serialId = () => ({ id: serial('id').primaryKey() });
type SerialId = ReturnType<typeof serialId>;

/** A table whose rows the database numbers (`id serial primary key`), then the columns given. */
export const tableWithId = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extraConfig?: (self: BuildExtraConfigColumns<N, SerialId & C, 'pg'>) => PgTableExtraConfigValue[],
) => pgTable<N, SerialId & C>(name, { ...serialId(), ...columns }, extraConfig);

/** A reference every row has. */
export const requiredRef = <N extends string>(
  name: N,
  ref: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(ref, actions);

/** An amount in euro with cents, up to 12 digits in all (totals). */
export const money = <N extends string>(name: N) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A price in euro with cents, up to 10 digits in all. */
export const price = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A factor or quantity with four decimals. */
export const factor = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

/** A reference list with fixed ids (the code names them in constants): id, a unique code, a description. */
export const fixedCodeList = <N extends string>(name: N) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
  });

/** A reference list: id, a code (unique, `<name>_code_idx`), a description and the columns given. */
export const codeList = <N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      code: text('code').notNull(),
      description: text('description').notNull(),
      ...columns,
    },
    (t) => [uniqueIndex(`${name}_code_idx`).on(t.code)],
  );

/**
 * A metadata definition's columns: its code, category, the data type its value is checked by, the
 * keys and labels of a MULTISELECT, who may change it, whether a create form asks for it, its place.
 */
export const metadataDefinition = () => ({
  code: text('code').notNull(),
  category: text('category').notNull(),
  dataType: text('data_type', { enum: METADATA_DATA_TYPES }).notNull(),
  /** MULTISELECT: key to label; an empty object for other types. */
  availableValues: jsonb('available_values').$type<Record<string, string>>().notNull().default({}),
  accessibility: text('accessibility', { enum: METADATA_ACCESSIBILITIES }).notNull().default('Editable'),
  showOnCreate: boolean('show_on_create').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** `companyId` → `company_id`. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A record's metadata values (as text, checked against the definition's data type on write): one
 * row per record and definition. The owner is named by its key (`{ companyId: companies.id }`:
 * column company_id, deleted with the company; unique index `<name>_company_metadata_idx` unless named).
 */
export const metadataValues = <N extends string, K extends string>(
  name: N,
  owner: Record<K, AnyPgColumn>,
  definitions: { id: AnyPgColumn },
  uniqueIndexName?: string,
) => {
  const [key, ownerId] = Object.entries<AnyPgColumn>(owner)[0]!;
  const column = snakeCase(key);
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...({ [key]: requiredRef(column, () => ownerId, { onDelete: 'cascade' }) } as Record<
        K,
        ReturnType<typeof requiredRef>
      >),
      metadataId: requiredRef('metadata_id', () => definitions.id),
      value: text('value'),
    },
    (t) => [
      uniqueIndex(uniqueIndexName ?? `${name}_${column.replace(/_id$/, '')}_metadata_idx`).on(
        (t as unknown as Record<string, AnyPgColumn>)[key]!,
        t.metadataId,
      ),
      index(`${name}_metadata_idx`).on(t.metadataId),
    ],
  );
};

/** The checks of a metadata definition's data type and accessibility. */
export const metadataDefinitionChecks = (table: string) => [
  check(`${table}_data_type_check`, inList('data_type', METADATA_DATA_TYPES)),
  check(`${table}_accessibility_check`, inList('accessibility', METADATA_ACCESSIBILITIES)),
];

/**
 * The storage option of every trigram (GIN) index: no pending list. With PostgreSQL's default
 * (fastupdate on) new entries wait in an unsorted list that every search reads whole until a VACUUM
 * merges it, and the embedded database never vacuums on its own: on the large seed the contacts'
 * name index kept 510 pages pending, and a search there took 100 ms instead of 0.03 (issue 35,
 * bench/README.md). Each write now goes into the index directly.
 */
export const GIN_NO_PENDING_LIST = { fastupdate: false } as const;
