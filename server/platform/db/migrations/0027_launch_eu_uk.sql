CREATE TABLE "age_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"session_ref" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_assured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_assurance_method" text;--> statement-breakpoint
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "age_checks_session" ON "age_checks" USING btree ("provider","session_ref");--> statement-breakpoint
CREATE INDEX "age_checks_user" ON "age_checks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "photos_unreviewed" ON "photos" USING btree ("tenant_id","id") WHERE "photos"."status" = 'active' and "photos"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "photos_unreviewed_all" ON "photos" USING btree ("id") WHERE "photos"."status" = 'active' and "photos"."reviewed_at" is null;