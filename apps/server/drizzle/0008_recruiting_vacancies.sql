ALTER TABLE "vacancies" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unit_ids" integer[];--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_unit_idx" ON "vacancies" USING btree ("unit_id","updated_at");--> statement-breakpoint
-- 'open' becomes 'published' (decision 0050); existing vacancies keep their publication time as creation time.
UPDATE "vacancies" SET "status" = 'published' WHERE "status" = 'open';--> statement-breakpoint
UPDATE "vacancies" SET "created_at" = "published_at";--> statement-breakpoint
UPDATE "vacancies" SET "closed_at" = "updated_at" WHERE "status" = 'closed';
