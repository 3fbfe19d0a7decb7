CREATE TABLE "system_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"status_code" integer,
	"method" text,
	"url" text,
	"response_message" text,
	"stack" text,
	"agent" text,
	"status" text NOT NULL,
	"renderer" text,
	"user_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "system_errors_created_at_idx" ON "system_errors" USING btree ("created_at");