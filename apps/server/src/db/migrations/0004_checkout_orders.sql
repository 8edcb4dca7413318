CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'STARTED' NOT NULL,
	"response_code" integer,
	"reason_code" integer,
	"reason_description" text DEFAULT '' NOT NULL,
	"authorized_cents" integer DEFAULT 0 NOT NULL,
	"authorization_number" text,
	"reference_number" text,
	"card_type" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_gateway_order_id_unique" UNIQUE("gateway_order_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"reservation_id" integer NOT NULL,
	"productid" integer NOT NULL,
	"vendorid" text NOT NULL,
	"productname" text NOT NULL,
	"unitcost_cents" integer NOT NULL,
	"taxrate_bp" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "reservation_lines_reservation_id_productid_pk" PRIMARY KEY("reservation_id","productid"),
	CONSTRAINT "reservation_lines_quantity_positive" CHECK ("reservation_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"username" text NOT NULL,
	"owner_session" text,
	"airportid" text NOT NULL,
	"direction" text NOT NULL,
	"scheduleid" text NOT NULL,
	"airlineid" text NOT NULL,
	"flightid" text NOT NULL,
	"flight_time" timestamp with time zone NOT NULL,
	"walkin" boolean DEFAULT false NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"state" text DEFAULT 'HELD' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "reservations_orderid_unique" UNIQUE("orderid")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"who" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" text,
	"to_status" text,
	"what" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"orderitemid" serial PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"productid" integer NOT NULL,
	"vendorid" text NOT NULL,
	"productname" text NOT NULL,
	"unitcost_cents" integer NOT NULL,
	"taxrate_bp" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"orderid" text PRIMARY KEY NOT NULL,
	"confirmationnumber" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"username" text NOT NULL,
	"owner_session" text,
	"guest_firstname" text NOT NULL,
	"guest_lastname" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"airportid" text NOT NULL,
	"direction" text NOT NULL,
	"scheduleid" text NOT NULL,
	"airlineid" text NOT NULL,
	"flightid" text NOT NULL,
	"flight_time" timestamp with time zone NOT NULL,
	"walkin" boolean DEFAULT false NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"status" text NOT NULL,
	"card_type" text NOT NULL,
	"card_last4" text NOT NULL,
	"authorization_number" text NOT NULL,
	"gateway_reference" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"receipt_file" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_confirmationnumber_unique" UNIQUE("confirmationnumber"),
	CONSTRAINT "orders_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "orders_receipt_file_unique" UNIQUE("receipt_file")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_productid_products_productid_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("productid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_productid_products_productid_fk" FOREIGN KEY ("productid") REFERENCES "public"."products"("productid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_username_users_username_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_reservation_idx" ON "payment_attempts" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_state_idx" ON "payment_attempts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "reservations_state_expires_idx" ON "reservations" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "reservations_username_idx" ON "reservations" USING btree ("username","state");--> statement-breakpoint
CREATE INDEX "order_events_orderid_idx" ON "order_events" USING btree ("orderid","at");--> statement-breakpoint
CREATE INDEX "order_items_orderid_idx" ON "order_items" USING btree ("orderid");--> statement-breakpoint
CREATE INDEX "orders_username_idx" ON "orders" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");