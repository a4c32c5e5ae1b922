CREATE TABLE "contact_contact_types" (
	"contact_id" integer NOT NULL,
	"contact_type_id" integer NOT NULL,
	CONSTRAINT "contact_contact_types_contact_id_contact_type_id_pk" PRIMARY KEY("contact_id","contact_type_id")
);
--> statement-breakpoint
CREATE TABLE "contact_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text DEFAULT 'nd' NOT NULL,
	"language" text DEFAULT 'NL' NOT NULL,
	"email" text,
	"phone" text,
	"invited_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_gender_check" CHECK (gender in ('nd', 'm', 'f', 'o')),
	CONSTRAINT "contacts_language_check" CHECK (language in ('NL', 'FR', 'EN', 'DE'))
);
--> statement-breakpoint
ALTER TABLE "contact_contact_types" ADD CONSTRAINT "contact_contact_types_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_contact_types" ADD CONSTRAINT "contact_contact_types_contact_type_id_contact_types_id_fk" FOREIGN KEY ("contact_type_id") REFERENCES "public"."contact_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_types_code_idx" ON "contact_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contacts_sort_name_idx" ON "contacts" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);