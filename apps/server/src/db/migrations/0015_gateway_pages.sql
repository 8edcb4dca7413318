CREATE TABLE "gateway_pages" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gateway_pages_expires_idx" ON "gateway_pages" USING btree ("expires_at");