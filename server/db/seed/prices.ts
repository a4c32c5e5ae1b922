/**
 * Demo pricing: companies (for entity-specific prices), the price reference lists and tiered prices
 * on the demo catalogue. Deterministic (amounts from the product code, dates relative to the seeding
 * year) and fast: one INSERT ... SELECT from jsonb per table.
 *
 * Every product gets a purchase price and a partner price for this year, and a sales (RRP) price;
 * per-seat products (NCE licences) have RRP tiers 1–9, 10–49 and 50+ for this year and for last
 * year (a price rise on 1 January, as Microsoft does), the others one RRP per year. A few companies
 * have their own negotiated price on the best-known licences.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { billingPlans, prices, priceTranslations, priceTypes, products, termDurations } from '../schema';
import type { PriceValues } from '../schema/price';
import { PRICE_TYPE } from '../../../src/shared/constants/product';

type Tx = Pick<Db, 'insert' | 'execute'>;

export const PRICE_TYPE_ROWS = [
  { id: PRICE_TYPE.purchase, code: 'PURCHASE', description: 'Purchase' },
  { id: PRICE_TYPE.sales, code: 'RRP', description: 'Sales (RRP)' },
  { id: PRICE_TYPE.partner, code: 'PARTNER', description: 'Partner' },
];

export const BILLING_PLAN_ROWS = [
  { id: 1, code: 'monthly', description: 'Monthly' },
  { id: 2, code: 'annual', description: 'Annual' },
];

export const TERM_DURATION_ROWS = [
  { id: 1, code: 'P1M', description: '1 month' },
  { id: 2, code: 'P1Y', description: '1 year' },
  { id: 3, code: 'P3Y', description: '3 years' },
];

/** [billing plan id, term duration id, description]. */
const PRICE_TRANSLATIONS: [number, number, string][] = [
  [1, 1, 'Monthly subscription, billed monthly'],
  [1, 2, 'Annual commitment, billed monthly'],
  [2, 2, 'Annual commitment, billed annually'],
  [1, 3, 'Three-year commitment, billed monthly'],
  [2, 3, 'Three-year commitment, billed annually'],
];

/** A stable amount between 2 and 62 euro from the product code. */
function baseAmount(code: string): number {
  let h = 2_166_136_261;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0;
  return 2 + (h % 6_000) / 100;
}
const round2 = (n: number) => Math.round(n * 100) / 100;

type PriceRow = PriceValues & { code: string };

/** NCE product codes end in their term and billing: P1M-M, P1Y-M, P1Y-A, P3Y-A. */
function ncePlan(code: string): { termDurationId: number; billingPlanId: number; description: string } | null {
  const match = /-(P1M|P1Y|P3Y)-(M|A)$/.exec(code);
  if (!match) return null;
  const termDurationId = TERM_DURATION_ROWS.find((t) => t.code === match[1])!.id;
  const billingPlanId = match[2] === 'M' ? 1 : 2;
  const description = PRICE_TRANSLATIONS.find(([b, t]) => b === billingPlanId && t === termDurationId)?.[2] ?? null;
  return description ? { termDurationId, billingPlanId, description } : null;
}

function priceRows(codes: string[], now: number): PriceRow[] {
  const year = new Date(now).getUTCFullYear();
  const thisYear = { dateFrom: `${year}-01-01`, dateUntil: null };
  const lastYear = { dateFrom: `${year - 1}-01-01`, dateUntil: `${year - 1}-12-31` };
  const rows: PriceRow[] = [];
  for (const code of codes) {
    const plan = ncePlan(code);
    const rrp = baseAmount(code);
    const common = {
      code,
      entityId: null,
      description: plan?.description ?? null,
      termDurationId: plan?.termDurationId ?? null,
      billingPlanId: plan?.billingPlanId ?? null,
    };
    const tiers: [number | null, number | null, number][] = plan
      ? [
          [1, 9, 1],
          [10, 49, 0.97],
          [50, null, 0.94],
        ]
      : [[null, null, 1]];
    for (const [window, factor] of [
      [lastYear, 0.95],
      [thisYear, 1],
    ] as const)
      for (const [quantityFrom, quantityUntil, tierFactor] of tiers)
        rows.push({
          ...common,
          ...window,
          priceTypeId: PRICE_TYPE.sales,
          amount: round2(rrp * factor * tierFactor),
          quantityFrom,
          quantityUntil,
        });
    const once = { ...common, ...thisYear, quantityFrom: null, quantityUntil: null };
    rows.push({ ...once, priceTypeId: PRICE_TYPE.purchase, amount: round2(rrp * 0.8) });
    rows.push({ ...once, priceTypeId: PRICE_TYPE.partner, amount: round2(rrp * 0.9) });
  }
  // Negotiated prices: companies 1 to 6 on the first products (this year only, any quantity).
  for (let entityId = 1; entityId <= 6; entityId++)
    for (const code of codes.slice(entityId - 1, entityId + 2)) {
      const plan = ncePlan(code);
      rows.push({
        code,
        priceTypeId: PRICE_TYPE.sales,
        entityId,
        amount: round2(baseAmount(code) * (0.85 + entityId / 100)),
        dateFrom: `${year}-01-01`,
        dateUntil: `${year}-12-31`,
        quantityFrom: null,
        quantityUntil: null,
        description: plan?.description ?? null,
        termDurationId: plan?.termDurationId ?? null,
        billingPlanId: plan?.billingPlanId ?? null,
      });
    }
  return rows;
}

/** Price reference lists and the demo prices (after seedProducts and seedCompanies). */
export async function seedPrices(tx: Tx, now = Date.now()) {
  const productCodes = (await tx.execute<{ code: string }>(sql`select code from ${products} order by id`)).rows.map(
    (r) => r.code,
  );
  await tx.insert(priceTypes).values(PRICE_TYPE_ROWS);
  await tx.insert(billingPlans).values(BILLING_PLAN_ROWS);
  await tx.insert(termDurations).values(TERM_DURATION_ROWS);
  await tx.insert(priceTranslations).values(
    PRICE_TRANSLATIONS.map(([billingPlanId, termDurationId, description]) => ({
      billingPlanId,
      termDurationId,
      description,
    })),
  );
  await tx.execute(sql`
    insert into ${prices} (product_id, price_type_id, entity_id, amount, date_from, date_until, quantity_from,
      quantity_until, description, term_duration_id, billing_plan_id)
    select p.id, r."priceTypeId", r."entityId", r.amount, r."dateFrom", r."dateUntil", r."quantityFrom",
      r."quantityUntil", r.description, r."termDurationId", r."billingPlanId"
    from jsonb_to_recordset(${JSON.stringify(priceRows(productCodes, now))}::jsonb) as r(code text,
      "priceTypeId" int, "entityId" int, amount numeric, "dateFrom" date, "dateUntil" date, "quantityFrom" int,
      "quantityUntil" int, description text, "termDurationId" int, "billingPlanId" int)
    join ${products} p on p.code = r.code
    order by p.id, r."priceTypeId", r."entityId" nulls first, r."dateFrom", r."quantityFrom"`);
}
