CREATE TABLE "order_extra_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"productid" integer NOT NULL,
	"vendorid" text NOT NULL,
	"productname" text NOT NULL,
	"unitcost_cents" integer NOT NULL,
	"taxrate_bp" integer NOT NULL,
	"quantity" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_extra_items_quantity_positive" CHECK ("order_extra_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"who" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_receipts_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "order_signatures" (
	"orderid" text PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"who" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_extra_items" ADD CONSTRAINT "order_extra_items_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extra_items" ADD CONSTRAINT "order_extra_items_productid_products_productid_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("productid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_extra_items_orderid_idx" ON "order_extra_items" USING btree ("orderid");--> statement-breakpoint
CREATE INDEX "order_receipts_orderid_idx" ON "order_receipts" USING btree ("orderid","at");