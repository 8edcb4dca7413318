CREATE TABLE "powertranz_attempts" (
	"transaction_identifier" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"spi_token" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"result" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "powertranz_sandbox_transactions" (
	"transaction_identifier" text PRIMARY KEY NOT NULL,
	"powertranz_id" text NOT NULL,
	"transaction_type" integer NOT NULL,
	"state" text NOT NULL,
	"card_key" text NOT NULL,
	"order_identifier" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"authorized_cents" bigint DEFAULT 0 NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"card_brand" text NOT NULL,
	"card_suffix" text NOT NULL,
	"spi_token" text NOT NULL,
	"response_url" text NOT NULL,
	"authentication_status" text DEFAULT '' NOT NULL,
	"challenge_tries" integer DEFAULT 0 NOT NULL,
	"iso_response_code" text DEFAULT 'SP4' NOT NULL,
	"authorization_code" text DEFAULT '' NOT NULL,
	"rrn" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "powertranz_sandbox_transactions_spi_token_unique" UNIQUE("spi_token")
);
--> statement-breakpoint
CREATE INDEX "powertranz_attempts_state_idx" ON "powertranz_attempts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "powertranz_sandbox_transactions_created_idx" ON "powertranz_sandbox_transactions" USING btree ("created_at");