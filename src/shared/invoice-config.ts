/** The month invoicing settings (`configs`): the anomaly threshold, the payment term, the series. */
export const INVOICE_CONFIG = {
  /** A customer whose total moved by more than this share against the month before is flagged. */
  anomalyShare: 0.2,
  /** Days from the document date to the due date. */
  paymentTermDays: 30,
  /** The series invoices are numbered in. */
  series: 'INV',
} as const;
