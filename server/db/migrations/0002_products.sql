-- Trigram indexes for substring search (ILIKE '%...%') on product codes and descriptions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "price_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "product_translations_language_check" CHECK ("product_translations"."language" in ('NL', 'EN', 'FR'))
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"price_method_id" integer NOT NULL,
	"product_status_id" integer NOT NULL,
	"rebate_group_id" integer,
	"offer_id" text,
	"offer_uri" text,
	"availability_product_id" text,
	"availability_sku_id" text,
	"availability_id" text,
	"segment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_guid_unique" UNIQUE("guid"),
	CONSTRAINT "products_segment_check" CHECK ("products"."segment" in ('commercial', 'education', 'charity'))
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_method_id_price_methods_id_fk" FOREIGN KEY ("price_method_id") REFERENCES "public"."price_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_status_id_product_statuses_id_fk" FOREIGN KEY ("product_status_id") REFERENCES "public"."product_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rebate_group_id_rebate_groups_id_fk" FOREIGN KEY ("rebate_group_id") REFERENCES "public"."rebate_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_methods_code_idx" ON "price_methods" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_product_language_idx" ON "product_translations" USING btree ("product_id","language");--> statement-breakpoint
CREATE INDEX "product_translations_description_trgm_idx" ON "product_translations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_code_idx" ON "product_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_price_method_idx" ON "products" USING btree ("price_method_id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("product_status_id");--> statement-breakpoint
CREATE INDEX "products_rebate_group_idx" ON "products" USING btree ("rebate_group_id");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");