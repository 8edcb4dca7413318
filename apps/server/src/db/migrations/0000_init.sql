CREATE TABLE "categories" (
	"categoryid" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	CONSTRAINT "categories_description_unique" UNIQUE("description")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"productid" serial PRIMARY KEY NOT NULL,
	"productreferenceid" text NOT NULL,
	"vendorid" text NOT NULL,
	"categoryid" integer NOT NULL,
	"parentproductid" integer,
	"productname" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unitcost_cents" integer NOT NULL,
	"msrp_cents" integer,
	"taxrate_bp" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"noticequantity" integer DEFAULT 0 NOT NULL,
	"stickerid" text,
	"status" text DEFAULT 'A' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_quantity_nonnegative" CHECK ("products"."quantity" >= 0),
	CONSTRAINT "products_unitcost_nonnegative" CHECK ("products"."unitcost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stickers" (
	"stickerid" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"airportid" text NOT NULL,
	"direction" text NOT NULL,
	"name" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "terminals_airportid_direction_pk" PRIMARY KEY("airportid","direction")
);
--> statement-breakpoint
CREATE TABLE "vendor_masters" (
	"vendorid" text PRIMARY KEY NOT NULL,
	"vendorname" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendorid" text PRIMARY KEY NOT NULL,
	"vendorname" text NOT NULL,
	"vendorreferenceid" text NOT NULL,
	"description" text NOT NULL,
	"airportid" text NOT NULL,
	"direction" text NOT NULL,
	"contactname" text DEFAULT '' NOT NULL,
	"contactemail" text DEFAULT '' NOT NULL,
	"contactphone" text DEFAULT '' NOT NULL,
	"loungeoperator" boolean DEFAULT false NOT NULL,
	"express" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"taxrate_bp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"assettype" text PRIMARY KEY NOT NULL,
	"filetype" text NOT NULL,
	"maxsize" numeric(8, 2) NOT NULL,
	"height" integer NOT NULL,
	"width" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"bannerid" serial PRIMARY KEY NOT NULL,
	"bannertype" text NOT NULL,
	"linkid" text,
	"sequenceid" integer DEFAULT 0 NOT NULL,
	"airportid" text NOT NULL,
	"direction" text NOT NULL,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"currencycode" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"exchangerate" numeric(14, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"market" text NOT NULL,
	"productid" text NOT NULL,
	"description" text NOT NULL,
	"adult_cents" integer NOT NULL,
	"child_cents" integer NOT NULL,
	CONSTRAINT "price_list_market_productid_pk" PRIMARY KEY("market","productid")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"reportid" integer PRIMARY KEY NOT NULL,
	"reportname" text NOT NULL,
	"dateparameters" boolean DEFAULT false NOT NULL,
	"orderidparameters" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airlines" (
	"airlineid" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"airportid" text NOT NULL,
	"direction" text NOT NULL,
	"airlineid" text NOT NULL,
	"flightid" text NOT NULL,
	"time" text NOT NULL,
	"days" text DEFAULT '1234567' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"renewal_hash" text NOT NULL,
	"username" text NOT NULL,
	"keep" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewable_until" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_renewal_hash_unique" UNIQUE("renewal_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"username" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"subscriber" boolean DEFAULT false NOT NULL,
	"vendor" boolean DEFAULT false NOT NULL,
	"loungeoperator" boolean DEFAULT false NOT NULL,
	"supervisor" boolean DEFAULT false NOT NULL,
	"manageuser" boolean DEFAULT false NOT NULL,
	"adminuser" boolean DEFAULT false NOT NULL,
	"reportagent" boolean DEFAULT false NOT NULL,
	"express" boolean DEFAULT false NOT NULL,
	"fulfillmentallowed" boolean DEFAULT false NOT NULL,
	"assignmentallowed" boolean DEFAULT false NOT NULL,
	"checkinallowed" boolean DEFAULT false NOT NULL,
	"returnsallowed" boolean DEFAULT false NOT NULL,
	"refundsallowed" boolean DEFAULT false NOT NULL,
	"resetpassword" boolean DEFAULT false NOT NULL,
	"vendorid" text,
	"airportid" text DEFAULT 'SIA' NOT NULL,
	"direction" text DEFAULT 'D' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendorid_vendors_vendorid_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("vendorid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categoryid_categories_categoryid_fk" FOREIGN KEY ("categoryid") REFERENCES "public"."categories"("categoryid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stickerid_stickers_stickerid_fk" FOREIGN KEY ("stickerid") REFERENCES "public"."stickers"("stickerid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendorreferenceid_vendor_masters_vendorid_fk" FOREIGN KEY ("vendorreferenceid") REFERENCES "public"."vendor_masters"("vendorid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_airlineid_airlines_airlineid_fk" FOREIGN KEY ("airlineid") REFERENCES "public"."airlines"("airlineid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendorid_vendors_vendorid_fk" FOREIGN KEY ("vendorid") REFERENCES "public"."vendors"("vendorid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_store_name_idx" ON "products" USING btree ("vendorid","productname");--> statement-breakpoint
CREATE INDEX "products_store_price_idx" ON "products" USING btree ("vendorid","unitcost_cents");--> statement-breakpoint
CREATE INDEX "products_store_category_name_idx" ON "products" USING btree ("vendorid","categoryid","productname");--> statement-breakpoint
CREATE INDEX "products_store_category_price_idx" ON "products" USING btree ("vendorid","categoryid","unitcost_cents");--> statement-breakpoint
CREATE INDEX "products_store_brand_idx" ON "products" USING btree ("vendorid","brand");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parentproductid");--> statement-breakpoint
CREATE INDEX "vendors_airport_direction_idx" ON "vendors" USING btree ("airportid","direction");--> statement-breakpoint
CREATE INDEX "flights_airport_direction_idx" ON "flights" USING btree ("airportid","direction");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sessions_username_idx" ON "sessions" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));