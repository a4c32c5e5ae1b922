-- Payments as records (docs/domain.md "Invoice life: payments"): every invoice's amount paid that its
-- payments do not cover yet becomes one payment record, so nothing is lost: a bank transfer received on
-- the day (in Brussels) of its last status change to partiallyPaid or paid, else its document date;
-- recorded by the system (no user), source manual, reference 'Migrated amount paid'. Run again, it
-- adds nothing: every amount paid is then the sum of its unreversed payments.
INSERT INTO "payments" ("invoice_id", "amount", "received_on", "method", "source", "reference")
SELECT i."id",
  i."amount_paid" - coalesce(p."paid", 0),
  coalesce(
    (SELECT (max(h."created_at") AT TIME ZONE 'Europe/Brussels')::date FROM "invoice_status_history" h
      WHERE h."invoice_id" = i."id" AND h."to_state" IN ('partiallyPaid', 'paid')),
    i."document_date",
    (now() AT TIME ZONE 'Europe/Brussels')::date),
  'bankTransfer', 'manual', 'Migrated amount paid'
FROM "invoices" i
LEFT JOIN (SELECT "invoice_id", sum("amount") AS "paid" FROM "payments" WHERE "reversed_at" IS NULL
  GROUP BY "invoice_id") p ON p."invoice_id" = i."id"
WHERE NOT i."simulation" AND i."amount_paid" > coalesce(p."paid", 0)
ORDER BY i."id";
