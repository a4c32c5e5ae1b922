CREATE TABLE "data_quality_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"record_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_quality_acceptances_rule_check" CHECK (rule in ('enterpriseNumberCheck', 'peppolWithoutEndpoint', 'duplicateEnterpriseNumber', 'itemWithoutPriceNextMonth', 'enterpriseNumberMissing', 'billingContactWithoutEmail', 'productWithoutPrice', 'overdueWithoutFollowUp'))
);
--> statement-breakpoint
ALTER TABLE "data_quality_acceptances" ADD CONSTRAINT "data_quality_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_quality_acceptances_rule_record_idx" ON "data_quality_acceptances" USING btree ("rule","record_id");--> statement-breakpoint
CREATE INDEX "companies_vat_key_idx" ON "companies" USING btree ((case when "vat_number" ~ '^[0-9[:space:]./-]+$' then 'BE' else '' end || upper(regexp_replace("vat_number", '[[:space:]./-]', '', 'g')))) WHERE "companies"."status" = 'active' and "companies"."vat_number" is not null;--> statement-breakpoint
CREATE INDEX "contacts_without_email_idx" ON "contacts" USING btree ("company_id") WHERE "contacts"."email" is null or trim("contacts"."email") = '';--> statement-breakpoint
CREATE INDEX "invoices_no_follow_up_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."state" in ('created', 'sent', 'overdue', 'partiallyPaid');