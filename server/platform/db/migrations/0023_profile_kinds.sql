ALTER TABLE "profiles" ADD COLUMN "cam_handle" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "resell" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_resold" ON "profiles" USING btree ("tenant_id","created_at","user_id") WHERE "profiles"."status" = 'active' and "profiles"."resell" and not "profiles"."fictional";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cam_operated" CHECK ("profiles"."cam_handle" is null or "profiles"."fictional");