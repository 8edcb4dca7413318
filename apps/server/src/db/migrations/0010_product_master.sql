CREATE TABLE "class_types" (
	"classtypeid" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"classid" serial PRIMARY KEY NOT NULL,
	"classtypeid" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_product_vendors" (
	"productid" integer NOT NULL,
	"vendorid" text NOT NULL,
	CONSTRAINT "master_product_vendors_productid_vendorid_pk" PRIMARY KEY("productid","vendorid")
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"productid" serial PRIMARY KEY NOT NULL,
	"productreferenceid" text NOT NULL,
	"productname" text NOT NULL,
	"categoryid" integer NOT NULL,
	"unitcost_cents" integer DEFAULT 0 NOT NULL,
	"taxexempt" boolean DEFAULT false NOT NULL,
	"noticequantity" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"parent" boolean DEFAULT false NOT NULL,
	"parentid" integer,
	"classtype1" integer,
	"classtype2" integer,
	"classid1" integer,
	"classid2" integer,
	"status" text DEFAULT 'A' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "master_products_unitcost_nonnegative" CHECK ("master_products"."unitcost_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "masterproductid" integer;--> statement-breakpoint
ALTER TABLE "classifications" ADD CONSTRAINT "classifications_classtypeid_class_types_classtypeid_fk" FOREIGN KEY ("classtypeid") REFERENCES "public"."class_types"("classtypeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_product_vendors" ADD CONSTRAINT "master_product_vendors_productid_master_products_productid_fk" FOREIGN KEY ("productid") REFERENCES "public"."master_products"("productid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_product_vendors" ADD CONSTRAINT "master_product_vendors_vendorid_vendors_vendorid_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("vendorid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_categoryid_categories_categoryid_fk" FOREIGN KEY ("categoryid") REFERENCES "public"."categories"("categoryid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_classtype1_class_types_classtypeid_fk" FOREIGN KEY ("classtype1") REFERENCES "public"."class_types"("classtypeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_classtype2_class_types_classtypeid_fk" FOREIGN KEY ("classtype2") REFERENCES "public"."class_types"("classtypeid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_classid1_classifications_classid_fk" FOREIGN KEY ("classid1") REFERENCES "public"."classifications"("classid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_classid2_classifications_classid_fk" FOREIGN KEY ("classid2") REFERENCES "public"."classifications"("classid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifications_classtype_idx" ON "classifications" USING btree ("classtypeid");--> statement-breakpoint
CREATE INDEX "master_product_vendors_vendor_idx" ON "master_product_vendors" USING btree ("vendorid","productid");--> statement-breakpoint
CREATE INDEX "master_products_name_idx" ON "master_products" USING btree (lower("productname"),"productid");--> statement-breakpoint
CREATE INDEX "master_products_parent_idx" ON "master_products" USING btree ("parentid");--> statement-breakpoint
CREATE INDEX "master_products_name_trgm_idx" ON "master_products" USING gin ("productname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_master_idx" ON "products" USING btree ("masterproductid","vendorid");