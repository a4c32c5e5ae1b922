CREATE INDEX "companies_vat_number_trgm_idx" ON "companies" USING gin ("vat_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mails_subject_trgm_idx" ON "mails" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_document_number_trgm_idx" ON "invoices" USING gin ("document_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_reference_digits_trgm_idx" ON "invoices" USING gin (regexp_replace("payment_reference", '[^0-9]', '', 'g') gin_trgm_ops);