CREATE TABLE "job_alert_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"manage_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "job_alert_addresses_manage_token_unique" UNIQUE("manage_token")
);
--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"email" text NOT NULL,
	"vacancy_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_email_vacancy_id_pk" PRIMARY KEY("email","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"user_id" uuid,
	"locale" text NOT NULL,
	"frequency" text NOT NULL,
	"filters" jsonb NOT NULL,
	"confirm_token" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "job_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_email_job_alert_addresses_email_fk" FOREIGN KEY ("email") REFERENCES "public"."job_alert_addresses"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_email_job_alert_addresses_email_fk" FOREIGN KEY ("email") REFERENCES "public"."job_alert_addresses"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");