CREATE TABLE "cms_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_images_key_unique" UNIQUE("key"),
	CONSTRAINT "cms_images_type_check" CHECK (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "cms_item_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_item_tags" (
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "cms_item_tags_item_id_tag_id_pk" PRIMARY KEY("item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "cms_item_texts" (
	"item_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "cms_item_texts_item_id_language_pk" PRIMARY KEY("item_id","language"),
	CONSTRAINT "cms_item_texts_language_check" CHECK (language in ('NL', 'FR', 'EN', 'DE'))
);
--> statement-breakpoint
CREATE TABLE "cms_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"publish_from" date,
	"publish_until" date,
	"author_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_items_link_key_unique" UNIQUE("link_key"),
	CONSTRAINT "cms_items_kind_check" CHECK (kind in ('news', 'announcement', 'help')),
	CONSTRAINT "cms_items_status_check" CHECK (status in (0, 1, 2)),
	CONSTRAINT "cms_items_window_check" CHECK (publish_until is null or publish_from is null or publish_until >= publish_from)
);
--> statement-breakpoint
CREATE TABLE "cms_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_images" ADD CONSTRAINT "cms_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_item_events" ADD CONSTRAINT "cms_item_events_item_id_cms_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_item_events" ADD CONSTRAINT "cms_item_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_item_tags" ADD CONSTRAINT "cms_item_tags_item_id_cms_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_item_tags" ADD CONSTRAINT "cms_item_tags_tag_id_cms_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."cms_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_item_texts" ADD CONSTRAINT "cms_item_texts_item_id_cms_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_item_events_item_idx" ON "cms_item_events" USING btree ("item_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cms_item_tags_tag_idx" ON "cms_item_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "cms_items_portal_idx" ON "cms_items" USING btree ("status","publish_from");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_tags_name_idx" ON "cms_tags" USING btree (lower("name"));