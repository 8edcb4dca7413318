CREATE TABLE "report_files" (
	"filename" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"reportid" integer NOT NULL,
	"format" text NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_files_username_idx" ON "report_files" USING btree ("username","created_at");