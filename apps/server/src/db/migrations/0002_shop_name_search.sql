-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_shop_name_trgm_idx" ON "products" USING gin ("productname" gin_trgm_ops) WHERE status = 'A' and parentproductid is null;
