CREATE TABLE "order_parts" (
	"orderid" text NOT NULL,
	"vendorid" text NOT NULL,
	"status" text NOT NULL,
	"assignedto" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_parts_orderid_vendorid_pk" PRIMARY KEY("orderid","vendorid")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"currency_cents" integer NOT NULL,
	"gateway_order_id" text,
	"gateway_reference" text,
	"who" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "vendorid" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "assignedto" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "quantities" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "applied_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_assignedto_users_username_fk" FOREIGN KEY ("assignedto") REFERENCES "public"."users"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_parts_queue_idx" ON "order_parts" USING btree ("vendorid","status");--> statement-breakpoint
CREATE INDEX "order_parts_assignee_idx" ON "order_parts" USING btree ("assignedto","status");--> statement-breakpoint
CREATE INDEX "order_payments_orderid_idx" ON "order_payments" USING btree ("orderid","at");--> statement-breakpoint
INSERT INTO "order_parts" ("orderid", "vendorid", "status", "updated_at")
  SELECT DISTINCT i."orderid", i."vendorid", o."status", o."updated_at" FROM "order_items" i JOIN "orders" o ON o."orderid" = i."orderid";--> statement-breakpoint
INSERT INTO "order_payments" ("orderid", "kind", "amount_cents", "currency_cents", "gateway_order_id", "gateway_reference", "who", "at")
  SELECT "orderid", 'hold', "deposit_cents", "deposit_cents", "gateway_order_id", "gateway_reference", "username", "created_at" FROM "orders" WHERE "deposit_cents" > 0;
