ALTER TABLE "categories" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "set_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "age_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminder_flight_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
CREATE INDEX "orders_flight_time_idx" ON "orders" USING btree ("flight_time");