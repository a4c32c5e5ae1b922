/**
 * An invoice's life after approval (docs/domain.md "Invoice life"): the states it moves through and
 * what moves it. Pure rules the server applies in its transactions and the screens read through
 * `allowedActions`.
 *
 * - created -> sent: marked as sent.
 * - A payment received (its amount added to what was paid, exact cents) on any open state: the total
 *   paid so far more than 0 and less than the total incl. VAT -> partiallyPaid, the total -> paid;
 *   more is refused (`validation.overpaid`), 0 or less too (`validation.positive`). Only a payment's
 *   reversal (a bank's return, `reversalMove`) moves a paid invoice back.
 * - created, sent or partiallyPaid whose due date is before today -> overdue (the amount paid kept).
 * - Follow-ups: overdue -> reminder1 -> reminder2 -> notice1 -> notice2, each only from the one
 *   before. A credit note never becomes overdue and never gets follow-ups.
 * - Reference and message can be edited on every approved invoice but a paid one.
 */
import {
  FOLLOW_UP_TYPES,
  INVOICE_STATES,
  type FollowUpType,
  type InvoiceState,
  type InvoiceType,
} from './constants/invoice';
import type { Tone } from './tone';

/** The states after approval an invoice can still be paid in: every state but draft and paid. */
export const OPEN_STATES: readonly InvoiceState[] = INVOICE_STATES.filter((s) => s !== 'draft' && s !== 'paid');

/** The states the due date passing moves to overdue. */
export const OVERDUE_FROM = ['created', 'sent', 'partiallyPaid'] as const satisfies readonly InvoiceState[];

/** Each follow-up type, the state it is allowed from and the state it moves to, in order. */
export const FOLLOW_UPS: readonly { followUpType: FollowUpType; fromState: InvoiceState; toState: InvoiceState }[] =
  FOLLOW_UP_TYPES.map((followUpType, i) => ({
    followUpType,
    fromState: i === 0 ? 'overdue' : FOLLOW_UP_TYPES[i - 1]!,
    toState: followUpType,
  }));

export type LifeInvoice = {
  state: InvoiceState;
  type: InvoiceType;
  simulation?: boolean;
  dueDate: string | null;
  totalIncl: number;
};

export type LifeAction = 'markSent' | 'setAmountPaid' | 'followUp' | 'editReference' | 'editMessage';

const cents = (euro: number) => Math.round(euro * 100);
const isOpen = (state: InvoiceState) => OPEN_STATES.includes(state);

/** The state a payment of `amountPaid` in total moves the invoice to, or the refusal's code. */
export function paymentMove(
  invoice: LifeInvoice,
  amountPaid: number,
): { state: InvoiceState; amountPaid: number } | { error: string } {
  if (invoice.state === 'paid') return { error: 'validation.invoicePaid' };
  if (!isOpen(invoice.state)) return { error: 'validation.notApproved' };
  const paid = cents(amountPaid);
  const total = cents(invoice.totalIncl);
  if (paid <= 0) return { error: 'validation.positive' };
  if (paid > total) return { error: 'validation.overpaid' };
  return { state: paid === total ? 'paid' : 'partiallyPaid', amountPaid: paid / 100 };
}

/**
 * The state a payment's reversal (a bank's return) moves the invoice to, with `amountPaid` left paid
 * after it: a paid or partly paid invoice is partly paid while something stays paid; with nothing
 * paid it is overdue when its due date is before `today`, else sent when it was sent (`wasSent`), else
 * created. An invoice in any other state (overdue, followed up) stays in it: only its amount changes.
 */
export function reversalMove(
  invoice: Pick<LifeInvoice, 'state' | 'dueDate' | 'type'>,
  amountPaid: number,
  today: string,
  wasSent: boolean,
): InvoiceState {
  if (invoice.state !== 'paid' && invoice.state !== 'partiallyPaid') return invoice.state;
  if (cents(amountPaid) > 0) return 'partiallyPaid';
  if (invoice.type !== 'creditNote' && invoice.dueDate !== null && invoice.dueDate < today) return 'overdue';
  return wasSent ? 'sent' : 'created';
}

/** Whether the due date passing moves it to overdue today (the due date before today). */
export const isDue = (invoice: LifeInvoice, today: string) =>
  invoice.type !== 'creditNote' &&
  (OVERDUE_FROM as readonly InvoiceState[]).includes(invoice.state) &&
  invoice.dueDate !== null &&
  invoice.dueDate < today;

/** The follow-up the invoice may get now (null: none). */
export function nextFollowUp(invoice: LifeInvoice): FollowUpType | null {
  if (invoice.type === 'creditNote') return null;
  return FOLLOW_UPS.find((f) => f.fromState === invoice.state)?.followUpType ?? null;
}

/** The state a follow-up moves the invoice to, or the refusal's code. */
export function followUpMove(
  invoice: LifeInvoice,
  followUpType: FollowUpType,
): { state: InvoiceState } | { error: string } {
  return nextFollowUp(invoice) === followUpType ? { state: followUpType } : { error: 'validation.followUpNotAllowed' };
}

/** Whether it can be marked as sent now (created only). */
export const sendMove = (invoice: LifeInvoice): { state: InvoiceState } | { error: string } =>
  invoice.state === 'created' ? { state: 'sent' } : { error: 'validation.notSendable' };

/**
 * What the invoice allows now after approval (drafts: none here, their actions are approval's). `today`
 * (YYYY-MM-DD) only matters for a follow-up: the due date must have passed.
 */
export function invoiceActions(invoice: LifeInvoice, today: string): LifeAction[] {
  if (invoice.simulation || !isOpen(invoice.state)) return [];
  const actions: LifeAction[] = [];
  if (invoice.state === 'created') actions.push('markSent');
  if (invoice.totalIncl > 0) actions.push('setAmountPaid');
  if (nextFollowUp(invoice) && invoice.dueDate !== null && invoice.dueDate < today) actions.push('followUp');
  actions.push('editReference', 'editMessage');
  return actions;
}

/** An invoice state's badge tone: paid is done, late and reminded ones need attention, notices are serious. */
export const INVOICE_STATE_TONE: Readonly<Record<InvoiceState, Tone>> = {
  draft: 'neutral',
  created: 'info',
  sent: 'info',
  paid: 'success',
  partiallyPaid: 'warning',
  overdue: 'warning',
  reminder1: 'warning',
  reminder2: 'warning',
  notice1: 'danger',
  notice2: 'danger',
};
