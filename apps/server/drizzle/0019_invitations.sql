CREATE TABLE "talent_pool_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_pool_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"vacancy_id" integer NOT NULL,
	"recruiter_id" uuid,
	"message" text,
	"state" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "talent_pool_invitations" ADD CONSTRAINT "talent_pool_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_invitations" ADD CONSTRAINT "talent_pool_invitations_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pool_invitations" ADD CONSTRAINT "talent_pool_invitations_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_invitations_user_vacancy_key" ON "talent_pool_invitations" USING btree ("user_id","vacancy_id");--> statement-breakpoint
CREATE INDEX "talent_pool_invitations_vacancy_idx" ON "talent_pool_invitations" USING btree ("vacancy_id");