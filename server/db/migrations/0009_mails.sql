CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"kind" text DEFAULT 'attachment' NOT NULL,
	"content_id" text,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "mail_attachments_kind_check" CHECK (kind in ('attachment', 'inline'))
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"contact_id" integer,
	"from_address" text NOT NULL,
	"reply_to" text,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"resent_from_id" integer,
	CONSTRAINT "mails_status_check" CHECK (status in ('pending', 'retrying', 'sent', 'failed')),
	CONSTRAINT "mails_kind_check" CHECK (kind in ('invitation', 'invoice', 'statement', 'reminder', 'notice'))
);
--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_kind_check";--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_action_check";--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_resent_from_id_mails_id_fk" FOREIGN KEY ("resent_from_id") REFERENCES "public"."mails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mails_message_id_idx" ON "mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mails_created_idx" ON "mails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mails_company_idx" ON "mails" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_kind_check" CHECK (kind in ('company', 'contact', 'mail'));--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_action_check" CHECK (action in ('created', 'updated', 'validated', 'inactivated', 'deleted', 'invited', 'impersonated', 'sent', 'failed', 'resent'));