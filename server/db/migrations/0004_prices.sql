CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" text
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "billing_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_plan_id" integer NOT NULL,
	"term_duration_id" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "price_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"entity_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"date_from" date,
	"date_until" date,
	"quantity_from" integer,
	"quantity_until" integer,
	"description" text,
	"term_duration_id" integer,
	"billing_plan_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_amount_check" CHECK ("prices"."amount" >= 0),
	CONSTRAINT "prices_quantity_from_check" CHECK ("prices"."quantity_from" >= 1),
	CONSTRAINT "prices_quantity_until_check" CHECK ("prices"."quantity_until" > coalesce("prices"."quantity_from", 0)),
	CONSTRAINT "prices_dates_check" CHECK ("prices"."date_until" >= "prices"."date_from")
);
--> statement-breakpoint
CREATE TABLE "term_durations" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "term_durations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "price_translations" ADD CONSTRAINT "price_translations_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_translations" ADD CONSTRAINT "price_translations_term_duration_id_term_durations_id_fk" FOREIGN KEY ("term_duration_id") REFERENCES "public"."term_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_entity_id_companies_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_term_duration_id_term_durations_id_fk" FOREIGN KEY ("term_duration_id") REFERENCES "public"."term_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_billing_plan_id_billing_plans_id_fk" FOREIGN KEY ("billing_plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_vat_number_idx" ON "companies" USING btree ("vat_number");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "price_translations_plan_term_idx" ON "price_translations" USING btree ("billing_plan_id","term_duration_id");--> statement-breakpoint
CREATE INDEX "prices_product_idx" ON "prices" USING btree ("product_id","price_type_id","entity_id");--> statement-breakpoint
CREATE INDEX "prices_entity_idx" ON "prices" USING btree ("entity_id");