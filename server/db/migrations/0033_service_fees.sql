CREATE TABLE "service_fee_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_fee_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"base_amount" numeric(14, 2) NOT NULL,
	"fee_amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'unclaimed' NOT NULL,
	"base_amount" numeric(14, 2) NOT NULL,
	"fee_amount" numeric(14, 2) NOT NULL,
	"percentage" numeric(5, 2),
	"claim_until" date NOT NULL,
	"claimed_on" date,
	"claimed_by" integer,
	"date_paid" date,
	"company_document_number" text,
	"expired_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_fees_status_check" CHECK (status in ('claimed', 'unclaimed', 'paid', 'expired')),
	CONSTRAINT "service_fees_period_check" CHECK ("service_fees"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_kind_check";--> statement-breakpoint
ALTER TABLE "service_fee_lines" ADD CONSTRAINT "service_fee_lines_service_fee_id_service_fees_id_fk" FOREIGN KEY ("service_fee_id") REFERENCES "public"."service_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fee_lines" ADD CONSTRAINT "service_fee_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fees" ADD CONSTRAINT "service_fees_reseller_id_companies_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_fees" ADD CONSTRAINT "service_fees_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_fee_lines_invoice_idx" ON "service_fee_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "service_fee_lines_fee_idx" ON "service_fee_lines" USING btree ("service_fee_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_fees_reseller_period_idx" ON "service_fees" USING btree ("reseller_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "service_fees_document_number_idx" ON "service_fees" USING btree ("reseller_id",lower("company_document_number")) WHERE "service_fees"."company_document_number" is not null;--> statement-breakpoint
CREATE INDEX "service_fees_period_idx" ON "service_fees" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "service_fees_status_idx" ON "service_fees" USING btree ("status","claim_until");--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_kind_check" CHECK (kind in ('company', 'contact', 'mail', 'contract', 'invoice', 'serviceFee'));