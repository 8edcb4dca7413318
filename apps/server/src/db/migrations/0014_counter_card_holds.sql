CREATE TABLE "counter_card_holds" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"orderid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_last4" text NOT NULL,
	"state" text NOT NULL,
	"who" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_card_holds" ADD CONSTRAINT "counter_card_holds_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;