/**
 * The month run (docs/domain.md "Month invoicing"): every contract, in batches by id, turned into
 * draft lines by src/shared/invoice-lines.ts (what is due, at the price the product rules give the
 * contract, for the covered days), grouped into one draft per invoiced company and receiver, with a
 * request log that says per contract why nothing was invoiced or what went wrong.
 *
 * A run is resumable and safe to repeat: each batch (its drafts, lines, log lines and the run's
 * cursor and counts) is one transaction; a crash loses at most the batch in flight, and the worker
 * goes on after the cursor. A contract item is invoiced once per period (the unique index of
 * invoice_lines): a second run for the month, or a batch done twice, adds nothing twice. At most one
 * run per month and kind is pending (a unique index), and a batch locks its run's row, so two
 * instances working on the same run never do the same batch.
 *
 * A simulation writes the same drafts with `simulation` set: they never count as invoiced and never
 * become invoices themselves.
 */
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { invoicedParty, invoiceTotals, lineAmount, vatOf } from '../../../../src/shared/invoice-lines';
import { firstDayOf, itemPeriod, lastDayOf, monthBefore } from '../../../../src/shared/invoice-period';
import type { Db } from '../../../db/client';
import {
  companies,
  contractItemMetadata,
  contractItems,
  contracts,
  invoiceLines,
  invoiceRequestDetails,
  invoiceRequests,
  invoices,
  metadataDefinitions,
  productTranslations,
  products,
  usageRecords,
  vatRegimes,
} from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { priceBookOf, unitPriceIn } from '../../contract/contract-prices';
import { CONTRACT_METADATA_CODE } from '../../../../src/shared/constants/contract';
import type { RequestDetailType } from '../../../../src/shared/constants/request-log';
import { produceMonthRunTasks, type MonthRunFinding } from '../../task/task-producers';

/** Contracts per batch (one transaction each). */
export const RUN_BATCH = 200;

/** Starts a run for the month: its request, pending; 400 on `month` when one is already pending. */
export async function startRun(
  db: Db,
  input: { month: string; simulation: boolean; userId: number | null },
): Promise<number> {
  const [windowFrom, to] = [firstDayOf(monthBefore(input.month)), lastDayOf(input.month)];
  const [row] = await db
    .insert(invoiceRequests)
    .values({
      simulation: input.simulation,
      month: input.month,
      userId: input.userId,
      // The contracts that ran in the window the month can invoice: the month before and the month.
      totalContracts: sql`(select count(*)::int from ${contracts}
        where ${contracts.dateStart} <= ${to}::date and (${contracts.dateEnd} is null or ${contracts.dateEnd} >= ${windowFrom}::date))`,
    })
    .onConflictDoNothing()
    .returning({ id: invoiceRequests.id });
  if (!row) throw badRequest('validation.failed', { month: 'validation.runPending' });
  return row.id;
}

type Detail = {
  type: RequestDetailType;
  contractId: number | null;
  code: string;
  values?: Record<string, string | number>;
};

const metadataValue = (code: string) =>
  sql<
    string | null
  >`(select v.value from ${contractItemMetadata} v join ${metadataDefinitions} d on d.id = v.metadata_id
    where v.contract_item_id = ${contractItems.id} and d.entity = 'contractItem' and d.code = ${code})`;

/**
 * Does the next batch of a pending run; answers whether the run is finished. Safe to call from any
 * instance at any time: the batch waits for the run's lock and starts after the cursor it finds.
 */
export async function runBatch(db: Db, requestId: number, size = RUN_BATCH): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [run] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, requestId)).for('update');
    if (!run || run.status !== 'pending') return true;
    const batch = await contractsOfRun(tx, run, gt(contracts.id, run.cursor), size);
    const inserted = await invoiceBatch(tx, run, batch);
    const finished = batch.length < size;
    await tx
      .update(invoiceRequests)
      .set({
        cursor: batch.at(-1)?.id ?? run.cursor,
        doneContracts: sql`${invoiceRequests.doneContracts} + ${batch.length}`,
        lines: sql`${invoiceRequests.lines} + ${inserted}`,
        drafts: sql`(select count(*)::int from ${invoices} where ${invoices.requestId} = ${requestId})`,
        ...(finished
          ? {
              status: 'finished' as const,
              finishedAt: new Date(),
              doneContracts: sql`${invoiceRequests.totalContracts}`,
            }
          : {}),
      })
      .where(eq(invoiceRequests.id, requestId));
    return finished;
  });
}

type Run = typeof invoiceRequests.$inferSelect;

/** The contracts (matching `where`) that ran in the window the run's month can invoice, by id. */
function contractsOfRun(tx: Db, run: Run, where: SQL, size: number) {
  const [windowFrom, to] = [firstDayOf(monthBefore(run.month)), lastDayOf(run.month)];
  return tx
    .select({
      id: contracts.id,
      number: contracts.number,
      status: contracts.status,
      calculationType: contracts.calculationType,
      priceType: contracts.priceType,
      customerId: contracts.customerId,
      resellerId: contracts.resellerId,
    })
    .from(contracts)
    .where(
      and(
        where,
        sql`${contracts.dateStart} <= ${to}::date and (${contracts.dateEnd} is null or ${contracts.dateEnd} >= ${windowFrom}::date)`,
      ),
    )
    .orderBy(asc(contracts.id))
    .limit(size);
}

/**
 * The run's work on some of its contracts, in the caller's transaction: their due items as draft
 * lines, the log lines, the drafts' totals, and (a real run's) a task per item left out without a
 * price or invoiced at its stored price (task-producers.ts). Answers the number of lines added.
 */
async function invoiceBatch(tx: Db, run: Run, batch: Awaited<ReturnType<typeof contractsOfRun>>): Promise<number> {
  const requestId = run.id;
  const details: Detail[] = [];
  const findings: MonthRunFinding[] = [];
  let inserted = 0;
  const touched = new Set<number>();
  if (!batch.length) return 0;
  const ids = batch.map((c) => c.id);
  const items = await tx
    .select({
      id: contractItems.id,
      contractId: contractItems.contractId,
      productId: contractItems.productId,
      productCode: products.code,
      productName: sql<string | null>`(select t.description from ${productTranslations} t
        where t.product_id = ${products.id} and t.language = 'EN')`,
      description: contractItems.description,
      domain: contractItems.domain,
      status: contractItems.status,
      quantity: contractItems.quantity,
      factor: contractItems.factor,
      storedPrice: contractItems.unitPrice,
      dateStart: contractItems.dateStart,
      dateEnd: contractItems.dateEnd,
      alreadyInvoiced: contractItems.alreadyInvoiced,
      invoicedUntil: contractItems.invoicedUntil,
      lastPeriodInvoiced: metadataValue(CONTRACT_METADATA_CODE.lastPeriodInvoiced),
    })
    .from(contractItems)
    .innerJoin(products, eq(products.id, contractItems.productId))
    .where(inArray(contractItems.contractId, ids))
    .orderBy(asc(contractItems.id));
  const usage = new Map(
    (
      await tx
        .select({ itemId: usageRecords.contractItemId, quantity: usageRecords.quantity })
        .from(usageRecords)
        .where(
          and(
            inArray(usageRecords.contractItemId, items.map((i) => i.id).concat(0)),
            eq(usageRecords.month, monthBefore(run.month)),
          ),
        )
    ).map((u) => [u.itemId, Number(u.quantity)]),
  );
  // The price rules of every product of the batch, read once.
  const book = await priceBookOf(
    tx,
    items.map((i) => i.productId),
  );
  const partyIds = [...new Set(batch.flatMap((c) => [c.customerId, c.resellerId ?? c.customerId]))];
  const regimes = new Map(
    (
      await tx
        .select({ id: companies.id, code: vatRegimes.code })
        .from(companies)
        .leftJoin(vatRegimes, eq(vatRegimes.id, companies.vatRegimeId))
        .where(inArray(companies.id, partyIds))
    ).map((r) => [r.id, r.code]),
  );
  const draftIds = new Map<string, number>();
  const draftOf = async (companyId: number, receiver: 'client' | 'accounting') => {
    const key = `${companyId}:${receiver}`;
    const known = draftIds.get(key);
    if (known) return known;
    const [draft] = run.simulation
      ? await tx
          .execute<{ id: number }>(
            sql`insert into ${invoices}
          (request_id, simulation, customer_id, receiver, month) values (${requestId}, true, ${companyId}, ${receiver}, ${run.month})
          on conflict (request_id, customer_id, receiver) where simulation do update set updated_at = now()
          returning id`,
          )
          .then((r) => r.rows)
      : await tx
          .execute<{ id: number }>(
            sql`insert into ${invoices}
          (request_id, simulation, customer_id, receiver, month) values (${requestId}, false, ${companyId}, ${receiver}, ${run.month})
          on conflict (customer_id, receiver, month) where state = 'draft' and not simulation and not manual do update set updated_at = now()
          returning id`,
          )
          .then((r) => r.rows);
    draftIds.set(key, draft!.id);
    return draft!.id;
  };

  for (const contract of batch) {
    /** A line of the run's log about this contract. */
    const log = (type: Detail['type'], code: string, values?: Detail['values']) =>
      details.push(values ? { type, contractId: contract.id, code, values } : { type, contractId: contract.id, code });
    const own = items.filter((i) => i.contractId === contract.id);
    if (contract.status !== 'ACTIVE') {
      if (own.length) log('info', 'contractSkipped', { status: contract.status });
      continue;
    }
    const due = own.flatMap((item) => {
      const period = itemPeriod(contract, { ...item, contractItemId: item.id }, run.month);
      return period.due ? [{ item, from: period.periodFrom!, to: period.periodTo! }] : [];
    });
    if (!due.length) {
      log('info', 'nothingDue');
      continue;
    }
    // The price the product rules give on the first day each item is invoiced for.
    const prices = new Map(
      due.map(({ item, from }) => [item.id, unitPriceIn(book, contract, { ...item, dateStart: from }, from)]),
    );
    const party = invoicedParty(contract);
    const vat = vatOf(regimes.get(party.companyId) ?? null);
    const rows = [];
    for (const { item, from, to: until } of due) {
      // No rule for the period: the price the contract holds (set by hand or by a migration), said in the log.
      const rulePrice = prices.get(item.id) ?? null;
      const stored = item.storedPrice === null ? null : Number(item.storedPrice);
      const unitPrice = rulePrice ?? stored;
      const finding = {
        requestId,
        month: run.month,
        contractItemId: item.id,
        contractId: contract.id,
        contractNumber: contract.number,
        companyId: contract.customerId,
        productCode: item.productCode,
        storedPrice: stored,
      };
      if (rulePrice === null && unitPrice !== null) {
        log('warning', 'storedPrice', { product: item.productCode });
        findings.push({ ...finding, code: 'storedPrice' });
      }
      if (unitPrice === null) {
        log('error', 'noPrice', { product: item.productCode });
        findings.push({ ...finding, code: 'noPrice' });
        continue;
      }
      const byUsage = contract.calculationType === 'payPerUse';
      const quantity = byUsage ? usage.get(item.id) : item.quantity;
      if (quantity === undefined) {
        log('warning', 'noUsage', { product: item.productCode });
        continue;
      }
      const factor = Number(item.factor);
      const whole = byUsage || contract.calculationType === 'oneTime';
      rows.push({
        contractId: contract.id,
        contractItemId: item.id,
        productId: item.productId,
        productCode: item.productCode,
        description: [item.productName ?? item.productCode, item.domain ?? item.description]
          .filter(Boolean)
          .join(' – '),
        quantity,
        factor,
        unitPrice,
        amount: lineAmount({ quantity, factor, unitPrice }, whole ? 'whole' : { from, to: until }),
        vatRate: vat.rate,
        periodFrom: from,
        periodTo: until,
        simulation: run.simulation,
      });
      if (unitPrice === 0) log('warning', 'zeroPrice', { product: item.productCode });
    }
    if (!rows.length) continue;
    const invoiceId = await draftOf(party.companyId, party.receiver);
    const added = await tx
      .insert(invoiceLines)
      .values(rows.map((r) => ({ ...r, invoiceId })))
      .onConflictDoNothing()
      .returning({ id: invoiceLines.id });
    inserted += added.length;
    touched.add(invoiceId);
    if (added.length < rows.length) log('info', 'alreadyDrafted', { count: rows.length - added.length });
  }
  if (details.length)
    await tx.insert(invoiceRequestDetails).values(details.map((d) => ({ ...d, values: d.values ?? {}, requestId })));
  for (const invoiceId of touched) await writeTotals(tx, invoiceId);
  if (!run.simulation) await produceMonthRunTasks(tx, findings);
  return inserted;
}

/**
 * One contract of a finished real run invoiced again for its month (a task's execution, after a
 * price was fixed), in the caller's transaction: what is due and not drafted yet becomes draft
 * lines, the log and the run's line count grow. The run's row is locked, so a batch of the same run
 * cannot interleave. Answers the lines added, or why not (a text code).
 */
export async function invoiceContractAgain(
  tx: Db,
  requestId: number,
  contractId: number,
): Promise<{ inserted: number } | { error: string }> {
  const [run] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, requestId)).for('update');
  if (!run || run.simulation) return { error: 'validation.unknown' };
  if (run.status === 'pending') return { error: 'validation.runPending' };
  const batch = await contractsOfRun(tx, run, eq(contracts.id, contractId), 1);
  if (!batch.length) return { error: 'requestLog.nothingDue' };
  const inserted = await invoiceBatch(tx, run, batch);
  await tx
    .update(invoiceRequests)
    .set({
      lines: sql`${invoiceRequests.lines} + ${inserted}`,
      drafts: sql`(select count(*)::int from ${invoices} where ${invoices.requestId} = ${requestId})`,
    })
    .where(eq(invoiceRequests.id, requestId));
  return { inserted };
}

/** A draft's totals again from its lines (VAT per rate on the sum). */
export async function writeTotals(tx: Db, invoiceId: number) {
  const lines = await tx
    .select({ amount: invoiceLines.amount, vatRate: invoiceLines.vatRate })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  const totals = invoiceTotals(lines);
  await tx
    .update(invoices)
    .set({
      totalExcl: totals.totalExcl,
      totalVat: totals.totalVat,
      totalIncl: totals.totalIncl,
      version: sql`${invoices.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
  return totals;
}

/** Runs a request's batches until it is finished (the worker's job; also the tests'). */
export async function runToEnd(db: Db, requestId: number, size = RUN_BATCH) {
  while (!(await runBatch(db, requestId, size)));
}
