CREATE INDEX "profiles_tenant_name" ON "profiles" USING btree ("tenant_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_id" ON "users" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "users_tenant_banned" ON "users" USING btree ("tenant_id","id") WHERE "users"."banned_at" is not null;--> statement-breakpoint
CREATE INDEX "complaints_reporter" ON "complaints" USING btree ("reporter_id","id");--> statement-breakpoint
CREATE INDEX "conversations_member_b" ON "conversations" USING btree ("member_b","id");