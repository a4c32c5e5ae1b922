/** Payments of invoices (docs/domain.md "Invoice life: payments"). Zod-free: safe for the start-up bundle. */

/** How money was received: a bank transfer, a direct debit, a card, cash, or set off against a credit note. */
export const PAYMENT_METHODS = ['bankTransfer', 'directDebit', 'card', 'cash', 'creditNoteSetOff'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where a payment came from: typed by hand, or a line of a bank statement. */
export const PAYMENT_SOURCES = ['manual', 'statementLine'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
