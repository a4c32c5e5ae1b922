DROP INDEX "tasks_active_subject_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "subject_part" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_active_subject_idx" ON "tasks" USING btree ("category","subject_kind","subject_id","subject_part") WHERE status in ('open', 'onHold', 'executing', 'failed');