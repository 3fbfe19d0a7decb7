ALTER TABLE "talent_pool_members" ADD COLUMN "finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "young_apprentice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "internship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "first_job" boolean;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "workshifts" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "interest_areas" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "education" integer;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "languages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "courses_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "pcd" boolean;--> statement-breakpoint
ALTER TABLE "talent_pool_members" ADD COLUMN "disability_type" integer;--> statement-breakpoint
CREATE INDEX "talent_pool_members_workshifts_idx" ON "talent_pool_members" USING gin ("workshifts");--> statement-breakpoint
CREATE INDEX "talent_pool_members_interests_idx" ON "talent_pool_members" USING gin ("interest_areas");--> statement-breakpoint
CREATE INDEX "talent_pool_members_place_idx" ON "talent_pool_members" USING btree ("state","city_key");--> statement-breakpoint
-- Decision 0073: a member row is the whole search document (what every filter and facet looks at), kept by the
-- triggers of migration 0017 and by one on `candidates.finished`, so that a search reads this one table.
CREATE FUNCTION "talent_member_fields"("candidate" uuid) RETURNS TABLE (
  "finished" boolean, "state" text, "city" text, "city_key" text, "birthdate" date, "young_apprentice" boolean,
  "internship" boolean, "first_job" boolean, "workshifts" integer[], "interest_areas" integer[], "education" integer,
  "languages" integer[], "courses_text" text, "pcd" boolean, "disability_type" integer
) LANGUAGE sql STABLE AS $$
SELECT coalesce(c."finished", false), a."state", a."city",
       CASE WHEN a."city" IS NULL THEN NULL ELSE normalized_search_text(a."city") END,
       b."birthdate", coalesce(i."young_apprentice", false), coalesce(i."internship", false), i."first_job",
       coalesce(i."workshifts", '{}'::integer[]), coalesce(i."interest_areas", '{}'::integer[]),
       (SELECT max(d."degree") FROM "resume_degrees" d WHERE d."user_id" = "candidate"),
       coalesce((SELECT array_agg(l."language" * 100 + l."proficiency_level" ORDER BY l."language")
                   FROM "resume_languages" l WHERE l."user_id" = "candidate"), '{}'::integer[]),
       coalesce((SELECT normalized_search_text(string_agg(d."course", ' ' ORDER BY d."id"))
                   FROM "resume_degrees" d WHERE d."user_id" = "candidate"), ''),
       b."pcd", b."disability_type"
  FROM (SELECT "candidate" AS "id") AS x
  LEFT JOIN "candidates" c ON c."user_id" = x."id"
  LEFT JOIN "resume_basic_information" b ON b."user_id" = x."id"
  LEFT JOIN "resume_addresses" a ON a."user_id" = x."id"
  LEFT JOIN "resume_interests" i ON i."user_id" = x."id"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "talent_pool_members_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := talent_search_text(NEW."user_id");
  NEW."resume_updated_at" := talent_resume_updated_at(NEW."user_id");
  SELECT f."finished", f."state", f."city", f."city_key", f."birthdate", f."young_apprentice", f."internship",
         f."first_job", f."workshifts", f."interest_areas", f."education", f."languages", f."courses_text", f."pcd",
         f."disability_type"
    INTO NEW."finished", NEW."state", NEW."city", NEW."city_key", NEW."birthdate", NEW."young_apprentice",
         NEW."internship", NEW."first_job", NEW."workshifts", NEW."interest_areas", NEW."education", NEW."languages",
         NEW."courses_text", NEW."pcd", NEW."disability_type"
    FROM talent_member_fields(NEW."user_id") f;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "talent_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- A rename or a finished resume changes the document only; a change of a resume section is also the resume's
  -- last update.
  UPDATE "talent_pool_members" m
     SET "search_text" = talent_search_text("candidate"),
         "resume_updated_at" = CASE WHEN TG_TABLE_NAME IN ('users', 'candidates') THEN m."resume_updated_at"
                                    ELSE greatest(m."resume_updated_at", now()) END,
         ("finished", "state", "city", "city_key", "birthdate", "young_apprentice", "internship", "first_job",
          "workshifts", "interest_areas", "education", "languages", "courses_text", "pcd", "disability_type") =
         (SELECT * FROM talent_member_fields("candidate"))
   WHERE m."user_id" = "candidate";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidates_talent_search" AFTER UPDATE OF "finished" ON "candidates"
  FOR EACH ROW WHEN (OLD."finished" IS DISTINCT FROM NEW."finished")
  EXECUTE FUNCTION "talent_search_follow"();--> statement-breakpoint
UPDATE "talent_pool_members" m
   SET ("finished", "state", "city", "city_key", "birthdate", "young_apprentice", "internship", "first_job",
        "workshifts", "interest_areas", "education", "languages", "courses_text", "pcd", "disability_type") =
       (SELECT * FROM talent_member_fields(m."user_id"));
