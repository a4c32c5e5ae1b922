CREATE TABLE "file_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"content_hash" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"encoding" text,
	"separator" text,
	"decimal_sign" text DEFAULT '.' NOT NULL,
	"columns" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"needs_review" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "file_imports_type_check" CHECK (type in ('usage', 'prices', 'companies', 'contacts')),
	CONSTRAINT "file_imports_status_check" CHECK (status in ('uploading', 'queued', 'running', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"column" text,
	"reason" text,
	"record_id" integer,
	CONSTRAINT "import_rows_outcome_check" CHECK (outcome in ('pending', 'imported', 'skipped', 'failed', 'needsReview'))
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"import_id" integer,
	CONSTRAINT "usage_days_quantity_check" CHECK ("usage_days"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "file_imports" ADD CONSTRAINT "file_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_file_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."file_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_import_id_file_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_imports_type_hash_idx" ON "file_imports" USING btree ("type","content_hash");--> statement-breakpoint
CREATE INDEX "file_imports_created_idx" ON "file_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_rows_import_line_idx" ON "import_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "import_rows_outcome_idx" ON "import_rows" USING btree ("import_id","outcome","line");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_days_item_day_idx" ON "usage_days" USING btree ("contract_item_id","day");