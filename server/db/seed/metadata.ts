/**
 * Demo metadata of companies and contacts: the definitions (several data types, a ReadOnly and a
 * Hidden one, some offered on create) and values on part of the demo companies and contacts,
 * deterministic and inserted in bulk (the large seed too).
 */
import type { Db } from '../client';
import { companyMetadata, contactMetadata, metadataDefinitions } from '../schema';
import type { MetadataAccessibility, MetadataDataType, MetadataEntity } from '../../../src/shared/constants/metadata';

type Tx = Pick<Db, 'insert'>;
type Definition = {
  entity: MetadataEntity;
  code: string;
  category: string;
  dataType: MetadataDataType;
  availableValues?: Record<string, string>;
  accessibility?: MetadataAccessibility;
  showOnCreate?: boolean;
};

const BILLING_PLANS = { P01M: 'Monthly', P03M: 'Quarterly', P12M: 'Yearly' };

export const METADATA_DEFINITIONS: Definition[] = [
  {
    entity: 'company',
    code: 'billingplan',
    category: 'Billing',
    dataType: 'MULTISELECT',
    availableValues: BILLING_PLANS,
    showOnCreate: true,
  },
  { entity: 'company', code: 'termduration', category: 'Contract', dataType: 'INTEGER', showOnCreate: true },
  { entity: 'company', code: 'renewaldate', category: 'Contract', dataType: 'DATE' },
  { entity: 'company', code: 'rebate', category: 'Billing', dataType: 'PERCENTAGE' },
  { entity: 'company', code: 'creditlimit', category: 'Billing', dataType: 'DECIMAL' },
  { entity: 'company', code: 'accountmanager', category: 'Sales', dataType: 'STRING', accessibility: 'ReadOnly' },
  { entity: 'company', code: 'erpcustomerid', category: 'Integration', dataType: 'GUID', accessibility: 'Hidden' },
  { entity: 'contact', code: 'newsletter', category: 'Marketing', dataType: 'BOOL', showOnCreate: true },
  { entity: 'contact', code: 'role', category: 'General', dataType: 'STRING', showOnCreate: true },
  { entity: 'contact', code: 'crmid', category: 'Integration', dataType: 'GUID', accessibility: 'ReadOnly' },
];

const MANAGERS = ['Sofie Peeters', 'Thomas Dubois', 'Lotte Janssens', 'Julien Lambert'];
const ROLES = ['Finance manager', 'IT manager', 'CEO', 'Office manager', 'System administrator'];
/** A valid (version 4) GUID from a number. */
const guidOf = (n: number, salt: number) =>
  `${(n * 2_654_435_761 + salt).toString(16).padStart(8, '0').slice(-8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Inserts rows in slices (one statement per slice). */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 2_000) await insert(rows.slice(i, i + 2_000));
}

/** Seeds the definitions and values on companies 1..companyCount and contacts 1..contactCount. */
export async function seedMetadata(tx: Tx, companyCount: number, contactCount: number) {
  const ids = new Map<string, number>();
  for (const row of await tx
    .insert(metadataDefinitions)
    .values(METADATA_DEFINITIONS.map((d, i) => ({ ...d, sortOrder: i })))
    .returning({ id: metadataDefinitions.id, entity: metadataDefinitions.entity, code: metadataDefinitions.code }))
    ids.set(`${row.entity}.${row.code}`, row.id);
  const id = (key: string) => ids.get(key)!;

  // Two companies in three have a billing plan; most of those a term, a renewal date, a manager.
  const companyValues: (typeof companyMetadata.$inferInsert)[] = [];
  for (let c = 1; c <= companyCount; c++) {
    if (c % 3 === 2) continue;
    const value = (code: string, v: string) =>
      companyValues.push({ companyId: c, metadataId: id(`company.${code}`), value: v });
    const plan = Object.keys(BILLING_PLANS)[c % 3]!;
    value('billingplan', plan);
    value('termduration', String([12, 24, 36][c % 3]));
    if (c % 4 !== 0) value('renewaldate', `2027-${String(1 + (c % 12)).padStart(2, '0')}-01`);
    if (c % 5 === 0) value('rebate', String([5, 7.5, 10, 12.5][c % 4]));
    if (c % 7 === 0) value('creditlimit', String(5_000 + (c % 10) * 2_500));
    value('accountmanager', MANAGERS[c % MANAGERS.length]!);
    value('erpcustomerid', guidOf(c, 17));
  }
  const contactValues: (typeof contactMetadata.$inferInsert)[] = [];
  for (let k = 1; k <= contactCount; k++) {
    if (k % 2 === 0) continue;
    const value = (code: string, v: string) =>
      contactValues.push({ contactId: k, metadataId: id(`contact.${code}`), value: v });
    value('newsletter', k % 3 === 0 ? 'false' : 'true');
    value('role', ROLES[k % ROLES.length]!);
    if (k % 5 === 1) value('crmid', guidOf(k, 91));
  }
  await insertAll(companyValues, (slice) => tx.insert(companyMetadata).values(slice));
  await insertAll(contactValues, (slice) => tx.insert(contactMetadata).values(slice));
}
