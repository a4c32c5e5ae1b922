CREATE TABLE "invoice_mailing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_id" integer NOT NULL,
	"invoice_id" integer,
	"customer_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"code" text,
	"mail_id" integer,
	CONSTRAINT "invoice_mailing_items_status_check" CHECK (status in ('pending', 'queued', 'failed')),
	CONSTRAINT "invoice_mailing_items_target_check" CHECK (("invoice_mailing_items"."invoice_id" is null) <> ("invoice_mailing_items"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "invoice_mailings_kind_check" CHECK (kind in ('invoices', 'statements')),
	CONSTRAINT "invoice_mailings_status_check" CHECK (status in ('pending', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "invoice_mailing_items" ADD CONSTRAINT "invoice_mailing_items_mailing_id_invoice_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."invoice_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_mailing_items" ADD CONSTRAINT "invoice_mailing_items_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_mailings" ADD CONSTRAINT "invoice_mailings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_mailing_items_mailing_idx" ON "invoice_mailing_items" USING btree ("mailing_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mailing_items_pending_invoice_idx" ON "invoice_mailing_items" USING btree ("invoice_id") WHERE "invoice_mailing_items"."status" = 'pending' and "invoice_mailing_items"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mailing_items_pending_customer_idx" ON "invoice_mailing_items" USING btree ("customer_id") WHERE "invoice_mailing_items"."status" = 'pending' and "invoice_mailing_items"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_mailings_pending_idx" ON "invoice_mailings" USING btree ("status") WHERE "invoice_mailings"."status" = 'pending';