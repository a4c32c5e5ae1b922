/**
 * Companies (docs/domain.md): for now the minimum that entity-specific prices need, an id, a name and a
 * Belgian VAT number. The companies issue extends this table (party type, address, contacts, ...).
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** BE0123456789 style. */
    vatNumber: text('vat_number'),
  },
  (t) => [
    uniqueIndex('companies_vat_number_idx').on(t.vatNumber),
    // Substring search on the name (ILIKE '%...%'), as on products.
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
