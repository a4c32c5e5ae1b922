/**
 * What `execute` does per category (docs/domain.md "Tasks", execution). A handler reads the task and
 * does the remote part (the provider) itself; what it writes to the database it returns as `inside`,
 * which task-execution.ts runs in the transaction that also records the outcome, so the change and
 * "done" commit together (a mail is queued again exactly once). A remote part is safe to repeat: an
 * order carries the task as its key, a seat count is set (not added), a sync takes values.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TaskCategory, TaskOutcome } from '../../../src/shared/constants/task';
import { taskPayloadSchemas, type TaskPayloadOf } from '../../../src/shared/schemas/task';
import { ncePlanOf, SUBSCRIPTION_METADATA_CODE } from '../../../src/shared/subscription';
import type { Db } from '../../db/client';
import {
  contractItemMetadata,
  contracts,
  invoiceLines,
  invoices,
  mails,
  metadataDefinitions,
  type tasks,
} from '../../db/schema';
import { brusselsToday } from '../../http/csv';
import { HttpError } from '../../http/errors';
import type { Caller } from '../../plugins/security';
import { changeContract } from '../contract/contract-writes';
import { unitPricesOf } from '../contract/contract-prices';
import { invoiceContractAgain } from '../invoice/run/invoice-run';
import { recalculateDraft } from '../invoice/run/invoice-review';
import { resendMail } from '../mail/mail-repository';
import { ProviderRefusal, type SubscriptionProvider } from '../subscription/provider';
import { syncItem } from '../subscription/subscription-repository';

/** What happened: done with what it did, or failed with why (TASK_OUTCOMES codes, with values after `|`). */
export type Outcome = { ok: true; detail: string | null } | { ok: false; reason: string };

/** A handler's answer: the outcome now, or the database part to run with the outcome's record. */
export type Step = Outcome | { inside: (tx: Db) => Promise<Outcome> };

export type HandlerContext = {
  db: Db;
  provider: SubscriptionProvider;
  task: typeof tasks.$inferSelect;
  /** Who asked for the execution (the contract's version names them). */
  actor: Caller;
};

export const outcome = (code: TaskOutcome, ...values: (string | number)[]) =>
  [`task:outcomes.${code}`, ...values].join('|');
const done = (code: TaskOutcome, ...values: (string | number)[]): Outcome => ({
  ok: true,
  detail: outcome(code, ...values),
});
const fail = (reason: string): Outcome => ({ ok: false, reason });

/** A provider call's failure as a reason: its refusal's code, else that it did not answer. */
export function providerReason(error: unknown): string {
  if (error instanceof ProviderRefusal) return error.code;
  if (error instanceof HttpError && error.statusCode === 400)
    return Object.values(error.fieldErrors ?? {})[0] ?? error.errorMessage;
  if (error instanceof HttpError && error.statusCode === 502) return outcome('providerUnavailable');
  if (error instanceof HttpError && error.statusCode === 404) return outcome('subjectGone');
  return outcome('providerUnavailable');
}

type Handler = (ctx: HandlerContext) => Promise<Step>;

/** The payload as its category's schema reads it, or null when it does not fit (fix it first). */
function payloadOf<C extends TaskCategory>(category: C, payload: unknown): TaskPayloadOf<C> | null {
  const parsed = taskPayloadSchemas[category].safeParse(payload);
  return parsed.success ? (parsed.data as TaskPayloadOf<C>) : null;
}

/** The mail sent again to the payload's recipients: a new mail of the outbox, queued with the outcome. */
const resendFailedMail: Handler = async ({ db, task, actor }) => {
  const payload = payloadOf('mailFailed', task.payload);
  if (!payload) return fail(outcome('payloadInvalid'));
  const [mail] = await db.select({ kind: mails.kind }).from(mails).where(eq(mails.id, task.subjectId));
  if (!mail) return fail(outcome('subjectGone'));
  if (mail.kind === 'account') return fail('mail:errors.accountMailResend');
  return {
    inside: async (tx) => {
      const mailId = await resendMail(
        tx,
        { mailId: task.subjectId, recipients: payload.recipients.join(', ') },
        actor.userId,
      );
      return done('mailResent', mailId);
    },
  };
};

/** An item's stored metadata value by code. */
async function itemMetadata(db: Db, contractItemId: number, code: string) {
  const [row] = await db
    .select({ value: contractItemMetadata.value })
    .from(contractItemMetadata)
    .innerJoin(metadataDefinitions, eq(metadataDefinitions.id, contractItemMetadata.metadataId))
    .where(
      and(
        eq(contractItemMetadata.contractItemId, contractItemId),
        eq(metadataDefinitions.entity, 'contractItem'),
        eq(metadataDefinitions.code, code),
        isNotNull(contractItemMetadata.value),
      ),
    );
  return row?.value ?? null;
}

/** Sets an item's read-only metadata value (the subscription id, the renewal date). */
async function writeItemMetadata(tx: Db, contractItemId: number, code: string, value: string) {
  await tx.execute(sql`insert into ${contractItemMetadata} (contract_item_id, metadata_id, value)
    select ${contractItemId}, d.id, ${value} from ${metadataDefinitions} d
    where d.entity = 'contractItem' and d.code = ${code}
    on conflict (contract_item_id, metadata_id) do update set value = excluded.value`);
}

/**
 * The subscription ordered at the provider (the task is the order's key: ordered once however often
 * it runs), then its id and renewal date on the item, as a new contract version.
 */
const orderSubscription: Handler = async ({ db, provider, task, actor }) => {
  const payload = payloadOf('subscriptionOrder', task.payload);
  const plan = payload && ncePlanOf(payload.productCode);
  if (!payload || !plan) return fail(outcome('payloadInvalid'));
  if (task.contractId === null) return fail(outcome('subjectGone'));
  const held = await itemMetadata(db, task.subjectId, SUBSCRIPTION_METADATA_CODE.subscriptionId);
  if (held) return done('alreadyOrdered', held);
  const ordered = await provider
    .order(
      {
        orderKey: `task-${task.id}`,
        offerId: plan.offer,
        term: plan.term,
        billingPlan: plan.billingPlan,
        quantity: payload.quantity,
      },
      brusselsToday(),
    )
    .catch((error: unknown) => providerReason(error));
  if (typeof ordered === 'string') return fail(ordered);
  const contractId = task.contractId;
  return {
    inside: async (tx) => {
      await changeContract(tx, contractId, null, actor, 'subscriptionUpdated', async (inner) => {
        await writeItemMetadata(
          inner,
          task.subjectId,
          SUBSCRIPTION_METADATA_CODE.subscriptionId,
          ordered.subscriptionId,
        );
        await writeItemMetadata(inner, task.subjectId, SUBSCRIPTION_METADATA_CODE.renewalDate, ordered.renewalDate);
      });
      return done('subscriptionOrdered', ordered.subscriptionId);
    },
  };
};

/** The seat count of the payload set at the provider (the contract holds it already: a person set it there). */
const changeSeats: Handler = async ({ provider, task }) => {
  const payload = payloadOf('subscriptionChange', task.payload);
  if (!payload) return fail(outcome('payloadInvalid'));
  try {
    const after = await provider.setQuantity(payload.subscriptionId, payload.quantity, brusselsToday());
    return done('seatsSet', after.quantity);
  } catch (error) {
    return fail(providerReason(error));
  }
};

/** The item brought to what the provider holds (the sync of the subscriptions screen); nothing when already in sync. */
const syncSubscription: Handler = async ({ db, provider, task, actor }) => {
  try {
    const { applied } = await syncItem(db, provider, task.subjectId, actor);
    return done(applied.length ? 'subscriptionSynced' : 'alreadyInSync');
  } catch (error) {
    return fail(providerReason(error));
  }
};

/** The contract invoiced again for the run's month, now that its item may have a price: done when the item got its line. */
const invoiceAgain: Handler = async ({ task }) => {
  const payload = payloadOf('monthRunNoPrice', task.payload);
  if (!payload) return fail(outcome('payloadInvalid'));
  if (task.contractId === null) return fail(outcome('subjectGone'));
  const contractId = task.contractId;
  return {
    inside: async (tx) => {
      const again = await invoiceContractAgain(tx, payload.requestId, contractId);
      if ('error' in again)
        return fail(again.error === 'validation.runPending' ? outcome('runPending') : outcome('subjectGone'));
      const [line] = await tx
        .select({ id: invoiceLines.id })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(
          and(
            eq(invoiceLines.contractItemId, task.subjectId),
            eq(invoices.month, payload.month),
            eq(invoices.simulation, false),
          ),
        )
        .limit(1);
      return line ? done('invoiced', again.inserted) : fail(outcome('stillNoPrice'));
    },
  };
};

/**
 * The draft holding the item's line for the month priced again from the rules, once the product has
 * a rule for the period; still none: failed (add the price, then restart), already approved: failed.
 */
const repriceDraft: Handler = async ({ task }) => {
  const payload = payloadOf('monthRunStoredPrice', task.payload);
  if (!payload) return fail(outcome('payloadInvalid'));
  return {
    inside: async (tx) => {
      const [line] = await tx
        .select({
          id: invoiceLines.id,
          invoiceId: invoices.id,
          state: invoices.state,
          productId: invoiceLines.productId,
          quantity: invoiceLines.quantity,
          periodFrom: invoiceLines.periodFrom,
          periodTo: invoiceLines.periodTo,
          priceType: contracts.priceType,
          customerId: contracts.customerId,
          resellerId: contracts.resellerId,
        })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .innerJoin(contracts, eq(contracts.id, invoiceLines.contractId))
        .where(
          and(
            eq(invoiceLines.contractItemId, task.subjectId),
            eq(invoices.month, payload.month),
            eq(invoices.simulation, false),
          ),
        )
        .limit(1);
      if (!line || line.productId === null || line.periodFrom === null) return fail(outcome('subjectGone'));
      if (line.state !== 'draft') return fail(outcome('notDraft'));
      const item = {
        id: line.id,
        productId: line.productId,
        dateStart: line.periodFrom,
        dateEnd: line.periodTo,
        quantity: Math.round(line.quantity),
      };
      const price = (await unitPricesOf(tx, line, [item], line.periodFrom)).get(line.id) ?? null;
      if (price === null) return fail(outcome('stillNoPrice'));
      await recalculateDraft(tx, line.invoiceId);
      return done('recalculated');
    },
  };
};

/** Each executable category's handler (TASK_CATEGORY_INFO says which have one). */
export const TASK_HANDLERS: Partial<Record<TaskCategory, Handler>> = {
  mailFailed: resendFailedMail,
  subscriptionOrder: orderSubscription,
  subscriptionChange: changeSeats,
  subscriptionDifferent: syncSubscription,
  monthRunNoPrice: invoiceAgain,
  monthRunStoredPrice: repriceDraft,
};
