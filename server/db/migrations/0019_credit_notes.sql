ALTER TABLE "invoice_lines" ADD COLUMN "credited_line_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_line_id_invoice_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_credited_idx" ON "invoice_lines" USING btree ("credited_line_id");