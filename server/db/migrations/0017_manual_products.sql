CREATE TABLE "manual_product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "manual_product_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "manual_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"vat_rate" integer NOT NULL,
	"unit" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inactivated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_products_code_check" CHECK ("manual_products"."code" = upper("manual_products"."code")),
	CONSTRAINT "manual_products_vat_rate_check" CHECK ("manual_products"."vat_rate" in (0, 6, 12, 21)),
	CONSTRAINT "manual_products_unit_check" CHECK (unit in ('hour', 'day', 'piece', 'month', 'year')),
	CONSTRAINT "manual_products_unit_price_check" CHECK ("manual_products"."unit_price" >= 0),
	CONSTRAINT "manual_products_inactivated_check" CHECK (("manual_products"."active" and "manual_products"."inactivated_at" is null) or (not "manual_products"."active" and "manual_products"."inactivated_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "manual_products" ADD CONSTRAINT "manual_products_product_type_id_manual_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."manual_product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_products_code_idx" ON "manual_products" USING btree (upper("code"));--> statement-breakpoint
-- The product types are reference data every installation needs, not demo data.
INSERT INTO "manual_product_types" ("code", "description", "sort_order") VALUES
	('service', 'Service', 1),
	('hardware', 'Hardware', 2),
	('licence', 'Licence', 3),
	('fee', 'Fee', 4),
	('travel', 'Travel', 5);