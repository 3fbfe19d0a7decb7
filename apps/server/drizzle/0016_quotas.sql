CREATE TABLE "quota_company" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"headcount" integer NOT NULL,
	"pcd_employed" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quota_units" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"headcount" integer NOT NULL,
	"apprentice_base" integer NOT NULL,
	"apprentices_employed" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "quota_company" ADD CONSTRAINT "quota_company_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_units" ADD CONSTRAINT "quota_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_units" ADD CONSTRAINT "quota_units_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The demo accounts of DESIGN §2 get the talent pool and quota permissions on a database seeded before it (a new one is seeded
-- with them). Other accounts are granted them with the users tool (npm run users -w @portal/server).
UPDATE "users" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['recruiting.talent_pool', 'recruiting.sensitive', 'recruiting.quotas']::text[]))
 WHERE "email_normalized" = 'admin@example.com';--> statement-breakpoint
UPDATE "users" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['recruiting.talent_pool', 'recruiting.sensitive']::text[]))
 WHERE "email_normalized" = 'recrutador@example.com';--> statement-breakpoint
UPDATE "users" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['recruiting.talent_pool']::text[]))
 WHERE "email_normalized" = 'recrutadora.betim@example.com';
