ALTER TABLE "reports" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "reports" CASCADE;--> statement-breakpoint
CREATE INDEX "order_events_at_idx" ON "order_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "order_payments_at_idx" ON "order_payments" USING btree ("at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");