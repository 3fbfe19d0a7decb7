CREATE TABLE "talent_pool_consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"opt_in" boolean NOT NULL,
	"source" text NOT NULL,
	"document_version" text NOT NULL,
	"locale" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_pool_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"document_version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_pool_consent_events" ADD CONSTRAINT "talent_pool_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD CONSTRAINT "talent_pool_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_pool_consent_events_user_idx" ON "talent_pool_consent_events" USING btree ("user_id","id");