ALTER TABLE "vacancies" ADD COLUMN "salary_min_cents" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "salary_max_cents" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_salary_check" CHECK (("vacancies"."salary_min_cents" is null) = ("vacancies"."salary_period" is null) and ("vacancies"."salary_max_cents" is null or "vacancies"."salary_max_cents" > "vacancies"."salary_min_cents"));