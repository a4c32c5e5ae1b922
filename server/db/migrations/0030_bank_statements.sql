CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_import_id" integer,
	"format" text NOT NULL,
	"account_number" text NOT NULL,
	"account_iban" text,
	"currency" text NOT NULL,
	"number" text NOT NULL,
	"created_on" date NOT NULL,
	"opening_balance" numeric(14, 2) NOT NULL,
	"opening_date" date NOT NULL,
	"closing_balance" numeric(14, 2) NOT NULL,
	"closing_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format_check" CHECK (format in ('coda', 'camt.053.001.02', 'camt.053.001.08'))
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"counterparty_bic" text,
	"structured_reference" text,
	"message" text,
	"bank_reference" text,
	"transaction_code" text NOT NULL,
	"returned_type" text,
	"returned_reason" text,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"unallocated" numeric(14, 2) DEFAULT 0 NOT NULL,
	"proposals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_lines_outcome_check" CHECK (outcome in ('matched', 'proposed', 'unmatched', 'debit', 'returned', 'duplicate')),
	CONSTRAINT "statement_lines_reason_check" CHECK (reason in ('exactReference', 'partialPayment', 'overPayment', 'invoiceNumber', 'knownPayer', 'confirmed', 'unknownReference', 'noCandidate', 'outgoing', 'paymentReversed', 'returnNotFound')),
	CONSTRAINT "statement_lines_unallocated_check" CHECK ("statement_lines"."unallocated" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_category_check";--> statement-breakpoint
ALTER TABLE "file_imports" DROP CONSTRAINT "file_imports_type_check";--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_file_import_id_file_imports_id_fk" FOREIGN KEY ("file_import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_account_number_idx" ON "bank_statements" USING btree ("account_number","number");--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_statement_sequence_idx" ON "statement_lines" USING btree ("statement_id","sequence");--> statement-breakpoint
CREATE INDEX "statement_lines_outcome_idx" ON "statement_lines" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "statement_lines_invoice_idx" ON "statement_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "statement_lines_iban_idx" ON "statement_lines" USING btree ("counterparty_iban");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_category_check" CHECK (category in ('mailFailed', 'monthRunNoPrice', 'monthRunStoredPrice', 'subscriptionOrder', 'subscriptionChange', 'subscriptionDifferent', 'importRow', 'paymentProposal', 'paymentUnmatched'));--> statement-breakpoint
ALTER TABLE "file_imports" ADD CONSTRAINT "file_imports_type_check" CHECK (type in ('usage', 'prices', 'companies', 'contacts', 'bankStatement'));