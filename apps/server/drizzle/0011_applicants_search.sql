-- Decision 0059: each application carries its candidate's name, e-mail and city, normalised (the SQL twin of
-- contracts' normalizeSearchText, migration 0010), kept by triggers; the applicants search looks it up within a
-- vacancy through one GIN index (btree_gin for the vacancy, pg_trgm for the text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "candidate_search_text"("candidate" uuid) RETURNS text LANGUAGE sql STABLE AS $$
SELECT coalesce((
  SELECT normalized_search_text(u."name" || ' ' || u."email" || ' ' || coalesce(a."city", ''))
    FROM "users" u LEFT JOIN "resume_addresses" a ON a."user_id" = u."id"
   WHERE u."id" = "candidate"), '')
$$;--> statement-breakpoint
CREATE FUNCTION "applications_candidate_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."candidate_search" := candidate_search_text(NEW."user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_candidate_search" BEFORE INSERT ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_candidate_search"();--> statement-breakpoint
CREATE FUNCTION "candidate_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "candidate" uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    "candidate" := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    "candidate" := OLD."user_id";
  ELSE
    "candidate" := NEW."user_id";
  END IF;
  UPDATE "applications" SET "candidate_search" = candidate_search_text("candidate") WHERE "user_id" = "candidate";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_candidate_search" AFTER UPDATE OF "name", "email" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_addresses_candidate_search" AFTER INSERT OR DELETE OR UPDATE OF "city" ON "resume_addresses"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
UPDATE "applications" SET "candidate_search" = candidate_search_text("user_id");--> statement-breakpoint
CREATE INDEX "applications_vacancy_search_idx" ON "applications" USING gin ("vacancy_id","candidate_search" gin_trgm_ops);
