DROP INDEX "invoices_open_draft_idx";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "manual_product_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "contract_type_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_from" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_to" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaces_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_manual_product_id_manual_products_id_fk" FOREIGN KEY ("manual_product_id") REFERENCES "public"."manual_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_invoice_id_invoices_id_fk" FOREIGN KEY ("replaces_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_manual_product_idx" ON "invoice_lines" USING btree ("manual_product_id");--> statement-breakpoint
CREATE INDEX "invoices_manual_idx" ON "invoices" USING btree ("state","document_date") WHERE "invoices"."manual";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_draft_idx" ON "invoices" USING btree ("customer_id","receiver","month") WHERE "invoices"."state" = 'draft' and not "invoices"."simulation" and not "invoices"."manual";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_unit_check" CHECK ("invoice_lines"."unit" is null or unit in ('hour', 'day', 'piece', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_manual_check" CHECK (not "invoices"."manual" or (not "invoices"."simulation" and "invoices"."contract_type_id" is not null and "invoices"."period_from" is not null
        and "invoices"."period_to" is not null and "invoices"."period_from" <= "invoices"."period_to"));