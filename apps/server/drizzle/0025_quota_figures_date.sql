-- The day the quota figures are from (decision 0088). Figures recorded before it were taken to be of the moment they
-- were recorded (decision 0072): their day in Brasília.
ALTER TABLE "quota_company" ADD COLUMN "figures_date" date;--> statement-breakpoint
UPDATE "quota_company" SET "figures_date" = ("updated_at" AT TIME ZONE 'America/Sao_Paulo')::date;--> statement-breakpoint
ALTER TABLE "quota_company" ALTER COLUMN "figures_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_units" ADD COLUMN "figures_date" date;--> statement-breakpoint
UPDATE "quota_units" SET "figures_date" = ("updated_at" AT TIME ZONE 'America/Sao_Paulo')::date;--> statement-breakpoint
ALTER TABLE "quota_units" ALTER COLUMN "figures_date" SET NOT NULL;
