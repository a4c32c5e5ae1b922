CREATE TABLE "rebate_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"rebate_percentage" numeric(5, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_groups_description_idx" ON "rebate_groups" USING btree (lower("description"));