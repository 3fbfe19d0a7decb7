CREATE TABLE "talent_saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recruiter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_access_log" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_access_log" ADD COLUMN "purpose" text DEFAULT 'application' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "resume_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_saved_searches_recruiter_idx" ON "talent_saved_searches" USING btree ("recruiter_id","id");--> statement-breakpoint
CREATE INDEX "talent_pool_members_search_idx" ON "talent_pool_members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talent_pool_members_updated_idx" ON "talent_pool_members" USING btree ("resume_updated_at","user_id");--> statement-breakpoint
-- Decision 0073: each talent pool member row carries the recruiters' search document (name, degrees' courses and
-- institutions, experiences' roles and companies, normalised with normalized_search_text, migration 0010) and the
-- resume's last update. PostgreSQL keeps both, as it keeps the applicants' search text (decision 0059): filled when
-- the candidate consents, followed on a rename and on every change of a resume section.
CREATE FUNCTION "talent_search_text"("candidate" uuid) RETURNS text LANGUAGE sql STABLE AS $$
SELECT normalized_search_text(concat_ws(' ',
  (SELECT u."name" FROM "users" u WHERE u."id" = "candidate"),
  (SELECT string_agg(d."course" || ' ' || d."institution", ' ' ORDER BY d."id") FROM "resume_degrees" d WHERE d."user_id" = "candidate"),
  (SELECT string_agg(e."role" || ' ' || e."company", ' ' ORDER BY e."id") FROM "resume_experiences" e WHERE e."user_id" = "candidate")))
$$;--> statement-breakpoint
CREATE FUNCTION "talent_resume_updated_at"("candidate" uuid) RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
SELECT coalesce(greatest(
  (SELECT b."updated_at" FROM "resume_basic_information" b WHERE b."user_id" = "candidate"),
  (SELECT a."updated_at" FROM "resume_addresses" a WHERE a."user_id" = "candidate"),
  (SELECT max(d."created_at") FROM "resume_degrees" d WHERE d."user_id" = "candidate"),
  (SELECT max(c."created_at") FROM "resume_complements" c WHERE c."user_id" = "candidate"),
  (SELECT max(l."created_at") FROM "resume_languages" l WHERE l."user_id" = "candidate"),
  (SELECT max(e."created_at") FROM "resume_experiences" e WHERE e."user_id" = "candidate"),
  (SELECT i."saved_at" FROM "resume_interests" i WHERE i."user_id" = "candidate")),
  (SELECT u."created_at" FROM "users" u WHERE u."id" = "candidate"), now())
$$;--> statement-breakpoint
CREATE FUNCTION "talent_pool_members_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := talent_search_text(NEW."user_id");
  NEW."resume_updated_at" := talent_resume_updated_at(NEW."user_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "talent_pool_members_fill" BEFORE INSERT ON "talent_pool_members"
  FOR EACH ROW EXECUTE FUNCTION "talent_pool_members_fill"();--> statement-breakpoint
CREATE FUNCTION "talent_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- A rename changes the document only; a change of a resume section is also the resume's last update.
  UPDATE "talent_pool_members"
     SET "search_text" = talent_search_text("candidate"),
         "resume_updated_at" = CASE WHEN TG_TABLE_NAME = 'users' THEN "resume_updated_at"
                                    ELSE greatest("resume_updated_at", now()) END
   WHERE "user_id" = "candidate";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_talent_search" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_basic_information_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_basic_information"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_addresses_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_addresses"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_degrees_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_degrees"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_complements_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_complements"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_languages_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_languages"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_experiences_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_experiences"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
CREATE TRIGGER "resume_interests_talent_search" AFTER INSERT OR UPDATE OR DELETE ON "resume_interests"
  FOR EACH ROW EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
UPDATE "talent_pool_members"
   SET "search_text" = talent_search_text("user_id"), "resume_updated_at" = talent_resume_updated_at("user_id");
