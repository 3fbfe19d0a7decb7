ALTER TABLE "vacancies" ADD COLUMN "program" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "pcd_exclusive" boolean DEFAULT false NOT NULL;