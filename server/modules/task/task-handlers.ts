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
import { invoiceContractAgain } from '../invoice/run/invoice-run';
import { recalculateDraft, rulePriceOf } from '../invoice/run/invoice-review';
import { resendMail } from '../mail/mail-repository';
import { confirmLine } from '../payment/statement/statement-match';
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

/**
 * A category's handler: `run` gets the payload as the category's schema reads it; a payload that no
 * longer fits fails the execution (fix it first).
 */
function handlerOf<C extends TaskCategory>(
  category: C,
  run: (ctx: HandlerContext, payload: TaskPayloadOf<C>) => Promise<Step>,
): Handler {
  return async (ctx) => {
    const parsed = taskPayloadSchemas[category].safeParse(ctx.task.payload);
    return parsed.success ? run(ctx, parsed.data as TaskPayloadOf<C>) : fail(outcome('payloadInvalid'));
  };
}

/** A provider call's step: `then` with its answer, or failed with why it did not do it. */
const atProvider = <T>(call: Promise<T>, then: (answer: T) => Step): Promise<Step> =>
  call.then(then, (error: unknown) => fail(providerReason(error)));

/** The mail sent again to the payload's recipients: a new mail of the outbox, queued with the outcome. */
const resendFailedMail = handlerOf('mailFailed', async ({ db, task, actor }, payload) => {
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
});

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
const orderSubscription = handlerOf('subscriptionOrder', async ({ db, provider, task, actor }, payload) => {
  const plan = ncePlanOf(payload.productCode);
  if (!plan) return fail(outcome('payloadInvalid'));
  const contractId = task.contractId;
  if (contractId === null) return fail(outcome('subjectGone'));
  const held = await itemMetadata(db, task.subjectId, SUBSCRIPTION_METADATA_CODE.subscriptionId);
  if (held) return done('alreadyOrdered', held);
  const order = {
    orderKey: `task-${task.id}`,
    offerId: plan.offer,
    term: plan.term,
    billingPlan: plan.billingPlan,
    quantity: payload.quantity,
  };
  return atProvider(provider.order(order, brusselsToday()), (ordered) => ({
    inside: async (tx) => {
      await changeContract(tx, contractId, null, actor, 'subscriptionUpdated', async (inner) => {
        const { subscriptionId, renewalDate } = SUBSCRIPTION_METADATA_CODE;
        await writeItemMetadata(inner, task.subjectId, subscriptionId, ordered.subscriptionId);
        await writeItemMetadata(inner, task.subjectId, renewalDate, ordered.renewalDate);
      });
      return done('subscriptionOrdered', ordered.subscriptionId);
    },
  }));
});

/** The seat count of the payload set at the provider (the contract holds it already: a person set it there). */
const changeSeats = handlerOf('subscriptionChange', ({ provider }, payload) =>
  atProvider(provider.setQuantity(payload.subscriptionId, payload.quantity, brusselsToday()), (after) =>
    done('seatsSet', after.quantity),
  ),
);

/** The item brought to what the provider holds (the sync of the subscriptions screen); nothing when already in sync. */
const syncSubscription: Handler = ({ db, provider, task, actor }) =>
  atProvider(syncItem(db, provider, task.subjectId, actor), ({ applied }) =>
    done(applied.length ? 'subscriptionSynced' : 'alreadyInSync'),
  );

/** The item's line on the month's real (not simulated) invoice, its invoice's state and its contract's price terms; undefined when none. */
async function monthLineOf(tx: Db, itemId: number, month: string) {
  const terms = { priceType: contracts.priceType, customerId: contracts.customerId, resellerId: contracts.resellerId };
  const [found] = await tx
    .select({ line: invoiceLines, state: invoices.state, terms })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(contracts, eq(contracts.id, invoiceLines.contractId))
    .where(and(eq(invoiceLines.contractItemId, itemId), eq(invoices.month, month), eq(invoices.simulation, false)))
    .limit(1);
  return found && { ...found.terms, ...found.line, state: found.state };
}

/** The contract invoiced again for the run's month, now that its item may have a price: done when the item got its line. */
const invoiceAgain = handlerOf('monthRunNoPrice', async ({ task }, payload) => {
  const contractId = task.contractId;
  if (contractId === null) return fail(outcome('subjectGone'));
  return {
    inside: async (tx) => {
      const again = await invoiceContractAgain(tx, payload.requestId, contractId);
      if ('error' in again)
        return fail(again.error === 'validation.runPending' ? outcome('runPending') : outcome('subjectGone'));
      const line = await monthLineOf(tx, task.subjectId, payload.month);
      return line ? done('invoiced', again.inserted) : fail(outcome('stillNoPrice'));
    },
  };
});

/**
 * The draft holding the item's line for the month priced again from the rules, once the product has
 * a rule for the period; still none: failed (add the price, then restart), already approved: failed.
 */
const repriceDraft = handlerOf('monthRunStoredPrice', async ({ task }, payload) => ({
  inside: async (tx) => {
    const line = await monthLineOf(tx, task.subjectId, payload.month);
    if (!line || line.productId === null || line.periodFrom === null) return fail(outcome('subjectGone'));
    if (line.state !== 'draft') return fail(outcome('notDraft'));
    if ((await rulePriceOf(tx, line)) === null) return fail(outcome('stillNoPrice'));
    await recalculateDraft(tx, line.invoiceId);
    return done('recalculated');
  },
}));

/**
 * A statement line confirmed to the payload's invoice (else its first proposal): the payment
 * recorded, the line matched (statement-match.ts `confirmLine`); refused: failed with why.
 */
const confirmStatementLine = (category: 'paymentProposal' | 'paymentUnmatched') =>
  handlerOf(category, async ({ task, actor }, payload) => {
    const invoiceId = payload.invoiceId ?? payload.invoiceIds[0];
    if (invoiceId === undefined) return fail(outcome('payloadInvalid'));
    return {
      inside: async (tx) => {
        try {
          const confirmed = await confirmLine(tx, payload.statementLineId, invoiceId, actor, task.id);
          return done('paymentRecorded', confirmed.documentNumber ?? invoiceId);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return fail(outcome('subjectGone'));
          if (error instanceof HttpError && error.statusCode === 400)
            return fail(Object.values(error.fieldErrors ?? {})[0] ?? error.errorMessage);
          throw error;
        }
      },
    };
  });

/** Each executable category's handler (TASK_CATEGORY_INFO says which have one). */
export const TASK_HANDLERS: Partial<Record<TaskCategory, Handler>> = {
  mailFailed: resendFailedMail,
  subscriptionOrder: orderSubscription,
  subscriptionChange: changeSeats,
  subscriptionDifferent: syncSubscription,
  monthRunNoPrice: invoiceAgain,
  monthRunStoredPrice: repriceDraft,
  paymentProposal: confirmStatementLine('paymentProposal'),
  paymentUnmatched: confirmStatementLine('paymentUnmatched'),
};
