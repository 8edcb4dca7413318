CREATE SEQUENCE "public"."catalogue_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"vendorid" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A store's catalogue version moves with every change to what its listing's scope reads (docs/decisions/0160):
-- rows added or removed, or a row's store, category, family, brand, price or status changed. Stock changes
-- (every purchase) do not fire: the row trigger's WHEN is checked without calling the function.
CREATE FUNCTION "catalogue_bump"(vendorids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_versions (vendorid, version)
  SELECT v, nextval('catalogue_version_seq') FROM (SELECT DISTINCT unnest(vendorids) AS v) s WHERE v IS NOT NULL
  ON CONFLICT (vendorid) DO UPDATE SET version = excluded.version
$$;--> statement-breakpoint
CREATE FUNCTION "catalogue_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY(SELECT DISTINCT vendorid FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalogue_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY[OLD.vendorid, NEW.vendorid]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalogue_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY(SELECT vendorid FROM vendors));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_inserted_catalogue" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER "products_deleted_catalogue" AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE TRIGGER "products_updated_catalogue" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD.vendorid, OLD.categoryid, OLD.parentproductid, OLD.brand, OLD.unitcost_cents, OLD.status)
    IS DISTINCT FROM (NEW.vendorid, NEW.categoryid, NEW.parentproductid, NEW.brand, NEW.unitcost_cents, NEW.status))
  EXECUTE FUNCTION catalogue_row_changed();--> statement-breakpoint
CREATE TRIGGER "products_truncated_catalogue" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_truncated();
