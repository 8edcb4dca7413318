-- A store's catalogue version now moves with every change to what its listing shows except stock
-- (docs/decisions/0195): any column of a product but its quantity, so a column added later is covered too, and
-- the name of a category or sticker its products carry. A purchase's stock update still does not fire.
DROP TRIGGER "products_updated_catalogue" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_updated_catalogue" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'quantity'))
  EXECUTE FUNCTION catalogue_row_changed();--> statement-breakpoint
CREATE FUNCTION "catalogue_category_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY(SELECT DISTINCT p.vendorid FROM products p WHERE p.categoryid = NEW.categoryid));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_renamed_catalogue" AFTER UPDATE ON "categories" FOR EACH ROW
  WHEN (OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION catalogue_category_renamed();--> statement-breakpoint
CREATE FUNCTION "catalogue_sticker_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY(SELECT DISTINCT p.vendorid FROM products p WHERE p.stickerid = NEW.stickerid));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stickers_renamed_catalogue" AFTER UPDATE ON "stickers" FOR EACH ROW
  WHEN (OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION catalogue_sticker_renamed();
