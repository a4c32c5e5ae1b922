CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_item_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_item_id" integer NOT NULL,
	"metadata_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"description" text,
	"domain" text,
	"already_invoiced" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"factor" numeric(12, 4) DEFAULT 1 NOT NULL,
	"unit_price" numeric(12, 2),
	"date_start" date NOT NULL,
	"date_end" date,
	"invoiced_until" date,
	"advanced_options" text,
	"partner_center_profile" text,
	"domain_profile" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_items_status_check" CHECK (status in ('INACTIVE', 'QUOTE', 'ACTIVE', 'SUSPENDED', 'ACTIVE_NOINVOICE')),
	CONSTRAINT "contract_items_quantity_check" CHECK ("contract_items"."quantity" >= 0),
	CONSTRAINT "contract_items_factor_check" CHECK ("contract_items"."factor" >= 0),
	CONSTRAINT "contract_items_dates_check" CHECK ("contract_items"."date_end" >= "contract_items"."date_start")
);
--> statement-breakpoint
CREATE TABLE "contract_metadata" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"metadata_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "contract_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "contract_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"calculation_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"monthly_amount" numeric(14, 2) NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT 'C' || lpad(nextval('contract_number_seq')::text, 7, '0') NOT NULL,
	"customer_id" integer NOT NULL,
	"reseller_id" integer,
	"contract_type_id" integer NOT NULL,
	"status" text DEFAULT 'QUOTE' NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date,
	"calculation_type" text NOT NULL,
	"price_type" text NOT NULL,
	"main_contract_id" integer,
	"reference" text,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK (status in ('INACTIVE', 'QUOTE', 'ACTIVE', 'SUSPENDED', 'ACTIVE_NOINVOICE')),
	CONSTRAINT "contracts_calculation_type_check" CHECK (calculation_type in ('invoicedAfter', 'invoicedUpFront', 'oneTime', 'payPerUse')),
	CONSTRAINT "contracts_price_type_check" CHECK (price_type in ('RRP', 'Rebate', 'PartnerPrice', 'Margin', 'EnduserPrice')),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."date_end" >= "contracts"."date_start")
);
--> statement-breakpoint
CREATE TABLE "main_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metadata_definitions" DROP CONSTRAINT "metadata_definitions_entity_check";--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_kind_check";--> statement-breakpoint
ALTER TABLE "timeline_events" DROP CONSTRAINT "timeline_events_action_check";--> statement-breakpoint
ALTER TABLE "contract_item_metadata" ADD CONSTRAINT "contract_item_metadata_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_item_metadata" ADD CONSTRAINT "contract_item_metadata_metadata_id_metadata_definitions_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_metadata" ADD CONSTRAINT "contract_metadata_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_metadata" ADD CONSTRAINT "contract_metadata_metadata_id_metadata_definitions_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_reseller_id_companies_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_main_contract_id_main_contracts_id_fk" FOREIGN KEY ("main_contract_id") REFERENCES "public"."main_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_contracts" ADD CONSTRAINT "main_contracts_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_item_metadata_item_metadata_idx" ON "contract_item_metadata" USING btree ("contract_item_id","metadata_id");--> statement-breakpoint
CREATE INDEX "contract_item_metadata_metadata_idx" ON "contract_item_metadata" USING btree ("metadata_id");--> statement-breakpoint
CREATE INDEX "contract_items_contract_idx" ON "contract_items" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_items_product_idx" ON "contract_items" USING btree ("product_id","contract_id");--> statement-breakpoint
CREATE INDEX "contract_items_domain_trgm_idx" ON "contract_items" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contract_metadata_contract_metadata_idx" ON "contract_metadata" USING btree ("contract_id","metadata_id");--> statement-breakpoint
CREATE INDEX "contract_metadata_metadata_idx" ON "contract_metadata" USING btree ("metadata_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_types_code_idx" ON "contract_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_contract_version_idx" ON "contract_versions" USING btree ("contract_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_idx" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "contracts_number_trgm_idx" ON "contracts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_reference_trgm_idx" ON "contracts" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_status_number_idx" ON "contracts" USING btree ("status","number");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_reseller_idx" ON "contracts" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "contracts_type_idx" ON "contracts" USING btree ("contract_type_id");--> statement-breakpoint
CREATE INDEX "contracts_main_contract_idx" ON "contracts" USING btree ("main_contract_id");--> statement-breakpoint
CREATE INDEX "contracts_updated_at_idx" ON "contracts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "main_contracts_customer_idx" ON "main_contracts" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "metadata_definitions" ADD CONSTRAINT "metadata_definitions_entity_check" CHECK (entity in ('company', 'contact', 'contract', 'contractItem'));--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_kind_check" CHECK (kind in ('company', 'contact', 'mail', 'contract'));--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_action_check" CHECK (action in ('created', 'updated', 'validated', 'inactivated', 'deleted', 'invited', 'impersonated', 'sent', 'failed', 'resent', 'statusChanged', 'transferred'));