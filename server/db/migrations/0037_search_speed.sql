-- The one search (issue 35): every trigram index rebuilt without a pending list (fastupdate off:
-- the embedded database never vacuums, so pending entries were read whole by every search), and a
-- mail's recipients as one text for an index of their own. array_to_string is only STABLE for
-- arrays in general (an element type's output may depend on settings), not for text[]: the wrapper
-- is declared IMMUTABLE, which an index needs; the search asks `bo_mail_recipients(recipients)`.
CREATE FUNCTION "bo_mail_recipients"(recipients text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(recipients, ', ')
$$;--> statement-breakpoint
DROP INDEX "product_translations_description_trgm_idx";--> statement-breakpoint
DROP INDEX "products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
DROP INDEX "companies_vat_number_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contacts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "mails_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "contract_items_domain_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_number_trgm_idx";--> statement-breakpoint
DROP INDEX "contracts_reference_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_document_number_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_reference_digits_trgm_idx";--> statement-breakpoint
CREATE INDEX "mails_recipients_trgm_idx" ON "mails" USING gin (bo_mail_recipients("recipients") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_translations_description_trgm_idx" ON "product_translations" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "companies_vat_number_trgm_idx" ON "companies" USING gin ("vat_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "mails_subject_trgm_idx" ON "mails" USING gin ("subject" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contract_items_domain_trgm_idx" ON "contract_items" USING gin ("domain" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contracts_number_trgm_idx" ON "contracts" USING gin ("number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contracts_reference_trgm_idx" ON "contracts" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_document_number_trgm_idx" ON "invoices" USING gin ("document_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_reference_digits_trgm_idx" ON "invoices" USING gin (regexp_replace("payment_reference", '[^0-9]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);