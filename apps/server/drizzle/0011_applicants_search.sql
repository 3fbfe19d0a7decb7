-- Decision 0059: the applicants search reads stored, normalised name/e-mail and city through trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "resume_addresses" ADD COLUMN "city_search" text GENERATED ALWAYS AS (normalized_search_text(city)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (normalized_search_text(name || ' ' || email)) STORED;--> statement-breakpoint
CREATE INDEX "resume_addresses_city_search_trgm_idx" ON "resume_addresses" USING gin ("city_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);