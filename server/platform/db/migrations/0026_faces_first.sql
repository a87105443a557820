DROP INDEX "profiles_search_gender";--> statement-breakpoint
DROP INDEX "profiles_search_country";--> statement-breakpoint
DROP INDEX "profiles_search_region";--> statement-breakpoint
DROP INDEX "profiles_resold";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "has_photo" = true WHERE EXISTS (SELECT 1 FROM "photos" WHERE "photos"."user_id" = "profiles"."user_id" AND "photos"."is_main" AND "photos"."status" = 'active');--> statement-breakpoint
CREATE INDEX "profiles_search_faces" ON "profiles" USING btree ("tenant_id","has_photo","created_at","user_id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_gender" ON "profiles" USING btree ("tenant_id","gender","has_photo","created_at","user_id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_country" ON "profiles" USING btree ("tenant_id","country","has_photo","created_at","user_id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_search_region" ON "profiles" USING btree ("tenant_id","country","region","has_photo","created_at","user_id") WHERE "profiles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "profiles_resold" ON "profiles" USING btree ("tenant_id","has_photo","created_at","user_id") WHERE "profiles"."status" = 'active' and "profiles"."resell" and not "profiles"."fictional";