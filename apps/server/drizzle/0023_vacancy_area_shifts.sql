ALTER TABLE "vacancies" ADD COLUMN "interest_area" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "workshifts" integer[] DEFAULT '{}'::integer[] NOT NULL;