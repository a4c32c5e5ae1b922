CREATE TABLE "company_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"metadata_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "contact_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"metadata_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "metadata_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"data_type" text NOT NULL,
	"available_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accessibility" text DEFAULT 'Editable' NOT NULL,
	"show_on_create" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metadata_definitions_entity_check" CHECK (entity in ('company', 'contact')),
	CONSTRAINT "metadata_definitions_data_type_check" CHECK (data_type in ('STRING', 'GUID', 'DECIMAL', 'MULTISELECT', 'BOOL', 'INTEGER', 'PERCENTAGE', 'DATE')),
	CONSTRAINT "metadata_definitions_accessibility_check" CHECK (accessibility in ('Hidden', 'ReadOnly', 'Editable'))
);
--> statement-breakpoint
ALTER TABLE "company_metadata" ADD CONSTRAINT "company_metadata_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_metadata" ADD CONSTRAINT "company_metadata_metadata_id_metadata_definitions_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_metadata" ADD CONSTRAINT "contact_metadata_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_metadata" ADD CONSTRAINT "contact_metadata_metadata_id_metadata_definitions_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_metadata_company_metadata_idx" ON "company_metadata" USING btree ("company_id","metadata_id");--> statement-breakpoint
CREATE INDEX "company_metadata_metadata_idx" ON "company_metadata" USING btree ("metadata_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_metadata_contact_metadata_idx" ON "contact_metadata" USING btree ("contact_id","metadata_id");--> statement-breakpoint
CREATE INDEX "contact_metadata_metadata_idx" ON "contact_metadata" USING btree ("metadata_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metadata_definitions_entity_code_idx" ON "metadata_definitions" USING btree ("entity",lower("code"));