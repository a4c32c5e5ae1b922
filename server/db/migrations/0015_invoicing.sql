CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"simulation" boolean DEFAULT false NOT NULL,
	"contract_id" integer,
	"contract_item_id" integer,
	"product_id" integer,
	"product_code" text,
	"description" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"factor" numeric(12, 4) DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"period_from" date,
	"period_to" date,
	"line_type" text DEFAULT 'original' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_type_check" CHECK (line_type in ('original', 'isCredited', 'isCrediter'))
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_request_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"contract_id" integer,
	"code" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_request_details_type_check" CHECK (type in ('error', 'info', 'warning'))
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"simulation" boolean NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_contracts" integer DEFAULT 0 NOT NULL,
	"done_contracts" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"drafts" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "invoice_requests_status_check" CHECK (status in ('pending', 'finished')),
	CONSTRAINT "invoice_requests_month_check" CHECK ("invoice_requests"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "invoice_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer,
	"simulation" boolean DEFAULT false NOT NULL,
	"customer_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"type" text DEFAULT 'invoice' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"month" text NOT NULL,
	"series" text,
	"document_number" text,
	"document_date" date,
	"due_date" date,
	"payment_reference" text,
	"total_excl" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_vat" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_incl" numeric(14, 2) DEFAULT 0 NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"reference" text,
	"message" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	CONSTRAINT "invoices_state_check" CHECK (state in ('draft', 'created', 'sent', 'paid', 'overdue', 'partiallyPaid', 'reminder1', 'reminder2', 'notice1', 'notice2')),
	CONSTRAINT "invoices_type_check" CHECK (type in ('invoice', 'creditNote')),
	CONSTRAINT "invoices_receiver_check" CHECK (receiver in ('client', 'accounting')),
	CONSTRAINT "invoices_number_check" CHECK (("invoices"."state" = 'draft') = ("invoices"."document_number" is null))
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_item_id" integer NOT NULL,
	"month" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_details" ADD CONSTRAINT "invoice_request_details_request_id_invoice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."invoice_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_details" ADD CONSTRAINT "invoice_request_details_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_history" ADD CONSTRAINT "invoice_status_history_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_history" ADD CONSTRAINT "invoice_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_request_id_invoice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."invoice_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_once_idx" ON "invoice_lines" USING btree ("contract_item_id","period_from") WHERE not "invoice_lines"."simulation" and "invoice_lines"."line_type" = 'original' and "invoice_lines"."contract_item_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_lines_item_idx" ON "invoice_lines" USING btree ("contract_item_id");--> statement-breakpoint
CREATE INDEX "invoice_request_details_request_idx" ON "invoice_request_details" USING btree ("request_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_one_pending_idx" ON "invoice_requests" USING btree ("simulation","month") WHERE "invoice_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoice_requests_created_idx" ON "invoice_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoice_status_history_invoice_idx" ON "invoice_status_history" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_document_number_idx" ON "invoices" USING btree ("series","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_draft_idx" ON "invoices" USING btree ("customer_id","receiver","month") WHERE "invoices"."state" = 'draft' and not "invoices"."simulation";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_simulation_draft_idx" ON "invoices" USING btree ("request_id","customer_id","receiver") WHERE "invoices"."simulation";--> statement-breakpoint
CREATE INDEX "invoices_state_date_idx" ON "invoices" USING btree ("simulation","state","document_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_records_item_month_idx" ON "usage_records" USING btree ("contract_item_id","month");--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_kind_check" CHECK (kind in ('company', 'contact', 'mail', 'contract', 'invoice'));