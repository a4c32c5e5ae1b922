CREATE TABLE "ip_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_address" bigint NOT NULL,
	"last_address" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_ranges_order_check" CHECK ("ip_ranges"."first_address" <= "ip_ranges"."last_address"),
	CONSTRAINT "ip_ranges_space_check" CHECK ("ip_ranges"."first_address" >= 0 and "ip_ranges"."last_address" <= 4294967295)
);
--> statement-breakpoint
ALTER TABLE "ip_ranges" ADD CONSTRAINT "ip_ranges_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_ranges_first_idx" ON "ip_ranges" USING btree ("first_address");--> statement-breakpoint
CREATE INDEX "ip_ranges_contract_idx" ON "ip_ranges" USING btree ("contract_id");--> statement-breakpoint
-- No two ranges share an address (GiST on the built-in range type; drizzle does not model EXCLUDE).
ALTER TABLE "ip_ranges" ADD CONSTRAINT "ip_ranges_no_overlap" EXCLUDE USING gist (int8range("first_address", "last_address", '[]') WITH &&);
