CREATE TABLE "resume_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_basic_information" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"picture" "bytea",
	"name" text NOT NULL,
	"birthdate" date NOT NULL,
	"nationality" text NOT NULL,
	"sex" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"secondary_phone" text DEFAULT '' NOT NULL,
	"pcd" boolean,
	"disability_type" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_complements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_complements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"category" integer NOT NULL,
	"institution" text NOT NULL,
	"description" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_degrees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_degrees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"degree" integer NOT NULL,
	"course" text NOT NULL,
	"completed" boolean NOT NULL,
	"institution" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_interests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"workshifts" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"young_apprentice" boolean DEFAULT false NOT NULL,
	"internship" boolean DEFAULT false NOT NULL,
	"interest_areas" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"saved_at" timestamp with time zone,
	"first_job" boolean
);
--> statement-breakpoint
CREATE TABLE "resume_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"language" integer NOT NULL,
	"proficiency_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_addresses" ADD CONSTRAINT "resume_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_basic_information" ADD CONSTRAINT "resume_basic_information_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_complements" ADD CONSTRAINT "resume_complements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_degrees" ADD CONSTRAINT "resume_degrees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_experiences" ADD CONSTRAINT "resume_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_interests" ADD CONSTRAINT "resume_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_languages" ADD CONSTRAINT "resume_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_basic_information_cpf_key" ON "resume_basic_information" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "resume_complements_user_idx" ON "resume_complements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_degrees_user_idx" ON "resume_degrees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_experiences_user_idx" ON "resume_experiences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_languages_user_language_key" ON "resume_languages" USING btree ("user_id","language");