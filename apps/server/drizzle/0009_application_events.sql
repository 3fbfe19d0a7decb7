CREATE TABLE "application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"message" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
-- Decision 0051: 'closed' was the only end an application had; it now is 'not_selected'.
UPDATE "applications" SET "status" = 'not_selected' WHERE "status" = 'closed';--> statement-breakpoint
-- Every existing application gets its first step (received), so no timeline starts empty; a reviewed or ended one
-- also gets the step that brought it where it is, dated when it was received (the real date was never kept).
INSERT INTO "application_events" ("application_id", "actor", "from_status", "to_status", "created_at")
SELECT "id", 'candidate', NULL, 'received', "created_at" FROM "applications";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "actor", "from_status", "to_status", "created_at")
SELECT "id", 'system', 'received', "status", "created_at" FROM "applications" WHERE "status" <> 'received';
