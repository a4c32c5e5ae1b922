ALTER TABLE "screen_configurations" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_configurations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "screen_configurations_shared_idx" ON "screen_configurations" USING btree ("application_code","screen") WHERE "screen_configurations"."shared";