ALTER TABLE "products" ADD COLUMN "sort_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sort_name_en_idx" ON "products" USING btree ("sort_name_en","id");--> statement-breakpoint
CREATE INDEX "products_sort_name_nl_idx" ON "products" USING btree ("sort_name_nl","id");--> statement-breakpoint
CREATE INDEX "products_sort_name_fr_idx" ON "products" USING btree ("sort_name_fr","id");--> statement-breakpoint
-- The sort names of these products, from their texts: the reader's language, else English, else the
-- first text by language code, else empty; lower case (the list sorts case-insensitively).
CREATE FUNCTION "bo_product_sort_names"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET
    "sort_name_en" = lower(coalesce(
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" AND t."language" = 'EN'),
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" ORDER BY t."language" LIMIT 1),
      '')),
    "sort_name_nl" = lower(coalesce(
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" AND t."language" = 'NL'),
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" AND t."language" = 'EN'),
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" ORDER BY t."language" LIMIT 1),
      '')),
    "sort_name_fr" = lower(coalesce(
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" AND t."language" = 'FR'),
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" AND t."language" = 'EN'),
      (SELECT t."description" FROM "product_translations" t WHERE t."product_id" = p."id" ORDER BY t."language" LIMIT 1),
      ''))
  WHERE p."id" = ANY(ids)
$$;--> statement-breakpoint
-- Once per statement, for the products whose texts it wrote (transition tables: one trigger per event).
CREATE FUNCTION "bo_translations_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "bo_product_sort_names"(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "bo_product_sort_names"(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "bo_product_sort_names"(ARRAY(SELECT DISTINCT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_translations_inserted" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_translations_written"();--> statement-breakpoint
CREATE TRIGGER "product_translations_updated" AFTER UPDATE ON "product_translations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_translations_written"();--> statement-breakpoint
CREATE TRIGGER "product_translations_deleted" AFTER DELETE ON "product_translations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bo_translations_written"();--> statement-breakpoint
SELECT "bo_product_sort_names"(ARRAY(SELECT "id" FROM "products"));
