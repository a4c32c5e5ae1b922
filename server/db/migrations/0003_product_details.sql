CREATE TABLE "product_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"metadata_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "product_metadata_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"data_type" text NOT NULL,
	"available_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accessibility" text DEFAULT 'Editable' NOT NULL,
	"show_on_create" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_metadata_definitions_data_type_check" CHECK (data_type in ('STRING', 'GUID', 'DECIMAL', 'MULTISELECT', 'BOOL', 'INTEGER', 'PERCENTAGE', 'DATE')),
	CONSTRAINT "product_metadata_definitions_accessibility_check" CHECK (accessibility in ('Hidden', 'ReadOnly', 'Editable'))
);
--> statement-breakpoint
ALTER TABLE "product_metadata" ADD CONSTRAINT "product_metadata_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_metadata" ADD CONSTRAINT "product_metadata_metadata_id_product_metadata_definitions_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."product_metadata_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_metadata_product_metadata_idx" ON "product_metadata" USING btree ("product_id","metadata_id");--> statement-breakpoint
CREATE INDEX "product_metadata_metadata_idx" ON "product_metadata" USING btree ("metadata_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_metadata_definitions_code_idx" ON "product_metadata_definitions" USING btree (lower("code"));