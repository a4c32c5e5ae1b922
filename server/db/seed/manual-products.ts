/** Demo manual products: what finance of an IT provider bills by hand; a few are no longer used. */
import type { Db } from '../client';
import { manualProducts, manualProductTypes } from '../schema';

type Row = [code: string, description: string, type: string, unitPrice: number, vatRate: number, unit: string];

export const PRODUCTS: Row[] = [
  ['CONSULT-HOUR', 'Consultancy hour', 'service', 95, 21, 'hour'],
  ['CONSULT-SENIOR', 'Senior consultancy hour', 'service', 125, 21, 'hour'],
  ['ONSITE-INTERVENTION', 'On-site intervention', 'service', 145, 21, 'piece'],
  ['REMOTE-SUPPORT', 'Remote support hour', 'service', 75, 21, 'hour'],
  ['PROJECT-DAY', 'Project management day', 'service', 760, 21, 'day'],
  ['TRAINING-DAY', 'Training day (up to 8 attendees)', 'service', 1150, 21, 'day'],
  ['MIGRATION-MAILBOX', 'Mailbox migration', 'service', 18.5, 21, 'piece'],
  ['TENANT-SETUP', 'Microsoft 365 tenant setup', 'service', 350, 21, 'piece'],
  ['BACKUP-RESTORE', 'Backup restore on request', 'service', 65, 21, 'piece'],
  ['AUDIT-SECURITY', 'Security audit', 'service', 2400, 21, 'piece'],
  ['SETUP-FEE', 'Setup fee', 'fee', 150, 21, 'piece'],
  ['ADMIN-FEE', 'Administration fee', 'fee', 12.5, 21, 'piece'],
  ['LATE-PAYMENT-FEE', 'Late payment fee', 'fee', 25, 0, 'piece'],
  ['DOMAIN-TRANSFER-FEE', 'Domain transfer fee', 'fee', 9.95, 21, 'piece'],
  ['RUSH-FEE', 'Rush handling fee', 'fee', 45, 21, 'piece'],
  ['PAPER-INVOICE-FEE', 'Paper invoice fee', 'fee', 2.5, 21, 'month'],
  ['LAPTOP-14', 'Business laptop 14"', 'hardware', 1099, 21, 'piece'],
  ['DOCKING-USBC', 'USB-C docking station', 'hardware', 189, 21, 'piece'],
  ['MONITOR-27', 'Monitor 27" QHD', 'hardware', 329, 21, 'piece'],
  ['FIREWALL-SMB', 'Firewall appliance (SMB)', 'hardware', 849, 21, 'piece'],
  ['SWITCH-24P', 'Managed switch 24 ports', 'hardware', 412.75, 21, 'piece'],
  ['HEADSET-USB', 'USB headset', 'hardware', 59.9, 21, 'piece'],
  ['ANTIVIRUS-YEAR', 'Antivirus licence', 'licence', 39, 21, 'year'],
  ['BACKUP-LICENCE', 'Backup agent licence', 'licence', 6.5, 21, 'month'],
  ['RMM-AGENT', 'Remote monitoring agent', 'licence', 3.25, 21, 'month'],
  ['PDF-EDITOR', 'PDF editor licence', 'licence', 129, 21, 'year'],
  ['TRAVEL-KM', 'Travel costs per visit', 'travel', 35, 21, 'piece'],
  ['TRAVEL-HOUR', 'Travel time', 'travel', 55, 21, 'hour'],
  // No longer sold: kept for the invoice lines that named them.
  ['FAX-LINE', 'Fax line', 'service', 12, 21, 'month'],
  ['LEGACY-HOSTING', 'Legacy hosting setup', 'fee', 99, 21, 'piece'],
  ['SCHOOL-LAPTOP', 'School laptop (reduced VAT)', 'hardware', 449, 6, 'piece'],
];
export const INACTIVE = new Set(['FAX-LINE', 'LEGACY-HOSTING', 'SCHOOL-LAPTOP']);

export async function seedManualProducts(tx: Pick<Db, 'insert' | 'select'>) {
  const types = new Map(
    (await tx.select({ id: manualProductTypes.id, code: manualProductTypes.code }).from(manualProductTypes)).map(
      (t) => [t.code, t.id],
    ),
  );
  const inactivatedAt = new Date('2026-06-30T16:00:00.000Z');
  await tx.insert(manualProducts).values(
    PRODUCTS.map(([code, description, type, unitPrice, vatRate, unit]) => ({
      code,
      description,
      productTypeId: types.get(type)!,
      unitPrice,
      vatRate,
      unit: unit as (typeof manualProducts.$inferInsert)['unit'],
      active: !INACTIVE.has(code),
      inactivatedAt: INACTIVE.has(code) ? inactivatedAt : null,
    })),
  );
}
