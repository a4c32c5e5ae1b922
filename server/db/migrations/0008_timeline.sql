CREATE TABLE "timeline_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"record_id" integer NOT NULL,
	"label" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "timeline_events_kind_check" CHECK (kind in ('company', 'contact')),
	CONSTRAINT "timeline_events_action_check" CHECK (action in ('created', 'updated', 'validated', 'inactivated', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_events_company_idx" ON "timeline_events" USING btree ("company_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);