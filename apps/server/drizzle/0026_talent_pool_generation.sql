CREATE TABLE "talent_pool_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 0089: the one row, and the trigger that bumps it in the transaction of every join and leave of the pool
-- (an opt-in, an opt-out, the cascade of an account deleted). Searches compare it with the generation their cached
-- counts were made at.
INSERT INTO "talent_pool_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "talent_pool_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "talent_pool_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "talent_pool_members_generation" AFTER INSERT OR DELETE ON "talent_pool_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "talent_pool_generation_bump"();
