CREATE TABLE "order_transactions" (
	"orderid" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"who" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_orderid_orders_orderid_fk" FOREIGN KEY ("orderid") REFERENCES "public"."orders"("orderid") ON DELETE cascade ON UPDATE no action;