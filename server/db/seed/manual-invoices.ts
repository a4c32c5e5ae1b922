/**
 * The demo's manual invoices (docs/domain.md "Manual invoices"): what finance billed by hand over the
 * last six months of the invoice year, from the seeded manual products and a few free-text lines (a
 * discount among them), for customers of every kind (a foreign one without VAT too). Each is made and
 * approved in the month it invoices, on its day after that month's run was approved (the invoice
 * history calls this per month: seedInvoiceHistory), so the numbers stay chronological; then they
 * live on by the rules every invoice does (invoice-life.ts: sent, paid, partly paid, overdue, reminded).
 * Four drafts are left open at the end. Made and approved through the module's own code; their
 * life after approval follows the paths their plans name (seedManualInvoiceLife).
 */
import { sql } from 'drizzle-orm';
import { toWireDay } from '../../../src/shared/calendar-day';
import type { ManualInvoiceParsed } from '../../../src/shared/schemas/manual-invoice';
import { approveDraft } from '../../modules/invoice/run/invoice-approval';
import { HISTORY_MONTHS } from './invoices';
import { seedInvoiceLife } from './invoice-life';
import { createManualInvoice } from '../../modules/manual-invoice/manual-invoice-repository';
import type { Db } from '../client';
import type { ManualProductUnit } from '../../../src/shared/constants/manual-product';

/** A product line (its code and quantity, at the product's values) or a free-text one. */
type Line = [code: string, quantity: number] | [description: string, quantity: number, unitPrice: number];
type Plan = {
  /** Day of the month it is made (and approved) on. */
  day: number;
  /** Which customer: the n-th active company by id, or the first one without Belgian VAT. */
  customer: number | 'exempt';
  contractType: string;
  /** The period's days in the month's year (MM-DD, both included); a draft's may run into the next month. */
  period: [from: string, to: string];
  reference?: string;
  lines: Line[];
  /** An approved one's path after approval: `k` of invoice-life.ts lifePlan (by its age, as the month runs' invoices). */
  life?: number;
};

/** The approved ones, by the month they invoice (the last six months of the history). */
export const APPROVED: Record<string, Plan[]> = {
  '2026-06': [
    {
      day: 8,
      life: 10,
      customer: 3,
      contractType: 'setup',
      period: ['06-01', '06-05'],
      lines: [
        ['TENANT-SETUP', 1],
        ['MIGRATION-MAILBOX', 24],
      ],
    },
    {
      day: 19,
      life: 17,
      customer: 11,
      contractType: 'support',
      period: ['06-01', '06-30'],
      lines: [
        ['CONSULT-HOUR', 6],
        ['TRAVEL-KM', 2],
      ],
    },
  ],
  '2026-07': [
    {
      day: 10,
      life: 19,
      customer: 'exempt',
      contractType: 'setup',
      period: ['07-01', '07-31'],
      reference: 'PO-4471',
      lines: [
        ['PROJECT-DAY', 3],
        ['TRAVEL-HOUR', 4],
      ],
    },
    {
      day: 17,
      life: 12,
      customer: 27,
      contractType: 'hosting',
      period: ['07-01', '07-31'],
      lines: [
        ['FIREWALL-SMB', 1],
        ['ONSITE-INTERVENTION', 1],
        ['Loyalty discount', 1, -50],
      ],
    },
  ],
  '2026-08': [
    {
      day: 12,
      life: 18,
      customer: 42,
      contractType: 'support',
      period: ['08-01', '08-31'],
      lines: [
        ['REMOTE-SUPPORT', 5],
        ['RUSH-FEE', 1],
      ],
    },
  ],
  '2026-09': [
    {
      day: 9,
      life: 11,
      customer: 5,
      contractType: 'setup',
      period: ['09-01', '09-30'],
      reference: 'Onboarding',
      lines: [
        ['LAPTOP-14', 4],
        ['DOCKING-USBC', 4],
        ['MONITOR-27', 4],
      ],
    },
    {
      day: 18,
      life: 6,
      customer: 64,
      contractType: 'support',
      period: ['09-15', '09-15'],
      lines: [
        ['TRAINING-DAY', 1],
        ['Course material', 8, 12.5],
      ],
    },
  ],
  '2026-10': [
    {
      day: 7,
      life: 15,
      customer: 11,
      contractType: 'support',
      period: ['10-01', '10-31'],
      lines: [['CONSULT-SENIOR', 10]],
    },
    {
      day: 16,
      life: 13,
      customer: 88,
      contractType: 'hosting',
      period: ['10-01', '10-31'],
      lines: [
        ['BACKUP-RESTORE', 2],
        ['ADMIN-FEE', 1],
      ],
    },
  ],
  '2026-11': [
    {
      day: 4,
      life: 8,
      customer: 3,
      contractType: 'setup',
      period: ['11-02', '11-03'],
      reference: 'Audit 2026',
      lines: [['AUDIT-SECURITY', 1]],
    },
    {
      day: 13,
      life: 16,
      customer: 120,
      contractType: 'domain',
      period: ['11-01', '11-30'],
      lines: [['DOMAIN-TRANSFER-FEE', 6]],
    },
  ],
};

/** The drafts left open, made after the last month's approvals. */
export const DRAFTS: Plan[] = [
  {
    day: 20,
    customer: 27,
    contractType: 'support',
    period: ['11-01', '11-30'],
    lines: [
      ['CONSULT-HOUR', 3],
      ['Extra report', 1, 80],
    ],
  },
  { day: 20, customer: 'exempt', contractType: 'hosting', period: ['11-01', '11-30'], lines: [['SWITCH-24P', 2]] },
  {
    day: 21,
    customer: 150,
    contractType: 'setup',
    period: ['11-15', '12-15'],
    reference: 'Move to new office',
    lines: [
      ['ONSITE-INTERVENTION', 3],
      ['TRAVEL-KM', 3],
      ['HEADSET-USB', 12],
    ],
  },
  {
    day: 21,
    customer: 5,
    contractType: 'o365NCE',
    period: ['11-01', '11-30'],
    lines: [['Licence true-up November', 1, 0]],
  },
];

type Product = {
  id: number;
  code: string;
  description: string;
  unitPrice: number;
  vatRate: number;
  unit: ManualProductUnit;
};

async function references(db: Db) {
  const products = (
    await db.execute<Product>(sql`select id, code, description, unit_price::float8 as "unitPrice",
      vat_rate as "vatRate", unit from manual_products`)
  ).rows;
  const customers = (
    await db.execute<{
      id: number;
      exempt: boolean;
    }>(sql`select c.id, coalesce(r.code <> 'BE_STANDARD', false) as exempt
      from companies c left join vat_regimes r on r.id = c.vat_regime_id where c.status = 'active' order by c.id`)
  ).rows;
  const types = (await db.execute<{ id: number; code: string }>(sql`select id, code from contract_types`)).rows;
  return {
    product: (code: string) => products.find((p) => p.code === code)!,
    customer: (which: Plan['customer']) =>
      (which === 'exempt' ? customers.find((c) => c.exempt)! : customers[which]!).id,
    type: (code: string) => types.find((t) => t.code === code)!.id,
  };
}

type References = Awaited<ReturnType<typeof references>>;

/** A manual draft as the add dialog would send it (product lines at the product's values). */
function make(db: Db, ref: References, plan: Plan, year: string): Promise<number> {
  const input: ManualInvoiceParsed = {
    customerId: ref.customer(plan.customer),
    receiver: 'client',
    contractTypeId: ref.type(plan.contractType),
    periodFrom: toWireDay(`${year}-${plan.period[0]}`),
    periodTo: toWireDay(`${year}-${plan.period[1]}`),
    reference: plan.reference ?? null,
    message: null,
    lines: plan.lines.map((line) => {
      if (line.length === 3) {
        const [description, quantity, unitPrice] = line;
        return { manualProductId: null, description, quantity, unitPrice, vatRate: 21, unit: 'piece' as const };
      }
      const p = ref.product(line[0]);
      return {
        manualProductId: p.id,
        description: p.description,
        quantity: line[1],
        unitPrice: p.unitPrice,
        vatRate: p.vatRate,
        unit: p.unit,
      };
    }),
  };
  return createManualInvoice(db, input, { userId: null });
}

/** The month's manual invoices, made and approved on their days; after the last month, the drafts. */
export async function seedManualInvoices(db: Db, month: string) {
  const last = month === Object.keys(APPROVED).at(-1);
  if (!APPROVED[month] && !last) return;
  const ref = await references(db);
  const year = month.slice(0, 4);
  for (const plan of APPROVED[month] ?? []) {
    const id = await make(db, ref, plan, year);
    const day = `${month}-${String(plan.day).padStart(2, '0')}`;
    await approveDraft(db, id, null, { userId: null }, async () => null, day);
  }
  if (last) for (const plan of DRAFTS) await make(db, ref, plan, year);
}

/**
 * The approved ones' life after approval, each along the path its plan names (invoice-life.ts, the
 * same rules as the month runs' invoices): paid, paid in part, reminded, overdue, just sent.
 */
export function seedManualInvoiceLife(db: Db) {
  const paths = Object.values(APPROVED).flatMap((plans) => plans.map((p) => p.life ?? 0));
  return seedInvoiceLife(db, HISTORY_MONTHS, { pathOf: (_, i) => paths[i]! });
}
