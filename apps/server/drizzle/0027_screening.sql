ALTER TABLE "application_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "reason" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening_missed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_detail" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_vacancy_screening_created_idx" ON "applications" USING btree ("vacancy_id","screening_missed","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_vacancy_screening_status_created_idx" ON "applications" USING btree ("vacancy_id","screening_missed","status","created_at","id");