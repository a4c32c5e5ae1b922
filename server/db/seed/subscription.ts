/**
 * The embedded licence provider's subscriptions (docs/domain.md "Subscriptions"): one per running
 * NCE contract item with a subscription id, as the contract holds it, except a deterministic few
 * that differ so the sync has something to show: more seats at the provider, a renewal a month
 * later, another term or billing plan of the same offer, and a few the provider does not know.
 *
 * The end-to-end tests rely on this: on the first demo customer's ACTIVE o365NCE contract, the first
 * item has three seats more at the provider, the second renews a month later there, the third is in
 * sync.
 */
import { sql } from 'drizzle-orm';
import { addMonths } from '../../../src/shared/calendar-day';
import { ncePlanOf, nceProductCode, SUBSCRIPTION_METADATA_CODE } from '../../../src/shared/subscription';
import type { Db } from '../client';
import { providerSubscriptions } from '../schema';

type Row = {
  itemId: number;
  contractId: number;
  customerId: number;
  status: string;
  productCode: string;
  quantity: number;
  subscriptionId: string;
  renewalDate: string;
};

export async function seedSubscriptions(tx: Pick<Db, 'insert' | 'execute'>) {
  const meta = (code: string) => sql`(select v.value from contract_item_metadata v
    join metadata_definitions d on d.id = v.metadata_id
    where v.contract_item_id = i.id and d.entity = 'contractItem' and d.code = ${code})`;
  const rows = (
    await tx.execute<Row>(sql`
      select * from (
        select i.id as "itemId", c.id as "contractId", c.customer_id as "customerId", i.status,
          p.code as "productCode", i.quantity,
          ${meta(SUBSCRIPTION_METADATA_CODE.subscriptionId)} as "subscriptionId",
          ${meta(SUBSCRIPTION_METADATA_CODE.renewalDate)} as "renewalDate"
        from contract_items i
        join contracts c on c.id = i.contract_id
        join contract_types t on t.id = c.contract_type_id and t.code = 'o365NCE'
        join products p on p.id = i.product_id
        where i.status in ('ACTIVE', 'SUSPENDED')) s
      where "subscriptionId" is not null and "renewalDate" is not null
      order by "customerId", "contractId", "itemId"`)
  ).rows;
  if (!rows.length) return;
  const codes = new Set(
    (await tx.execute<{ code: string }>(sql`select code from products where code ~ '-P(1M|1Y|3Y)-[MA]$'`)).rows.map(
      (r) => r.code,
    ),
  );
  const firstContract = rows.find((r) => r.status === 'ACTIVE')!;
  const values = rows.flatMap((row, i) => {
    const plan = ncePlanOf(row.productCode);
    if (!plan) return [];
    let { quantity, renewalDate } = row;
    let { term, billingPlan } = plan;
    const onFirst = row.contractId === firstContract.contractId && row.customerId === firstContract.customerId;
    const position = onFirst ? rows.filter((r) => r.contractId === row.contractId).indexOf(row) : -1;
    if (onFirst) {
      if (position === 0) quantity += 3;
      else if (position === 1) renewalDate = addMonths(renewalDate, 1);
    } else if (i % 10 === 5) {
      return []; // Unknown at the provider: cancelled there, or never provisioned.
    } else if (i % 4 === 1) {
      quantity += 2;
    } else if (i % 9 === 3) {
      renewalDate = addMonths(renewalDate, 1);
    } else if (i % 6 === 2) {
      // Another term or billing plan of the same offer, when the catalogue has one.
      const other = (['P1Y-A', 'P1Y-M', 'P1M-M'] as const)
        .map(
          (s) =>
            ({
              ...plan,
              term: s.slice(0, 3) as 'P1Y' | 'P1M',
              billingPlan: s.endsWith('A') ? 'annual' : 'monthly',
            }) as const,
        )
        .find((p) => (p.term !== plan.term || p.billingPlan !== plan.billingPlan) && codes.has(nceProductCode(p)));
      if (other) ({ term, billingPlan } = other);
    }
    return [
      {
        subscriptionId: row.subscriptionId,
        offerId: plan.offer,
        quantity,
        term,
        billingPlan,
        renewalDate,
        status: row.status === 'SUSPENDED' ? ('suspended' as const) : ('active' as const),
      },
    ];
  });
  for (let i = 0; i < values.length; i += 500) await tx.insert(providerSubscriptions).values(values.slice(i, i + 500));
}
