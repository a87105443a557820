CREATE TABLE "landing_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"visit_key" text NOT NULL,
	"path" text NOT NULL,
	"network" text,
	"ref" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bounced_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tracking" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_visits_key" ON "landing_visits" USING btree ("tenant_id","visit_key");--> statement-breakpoint
CREATE INDEX "landing_visits_tenant_created" ON "landing_visits" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "users_tenant_signup" ON "users" USING btree ("tenant_id","signup_date");--> statement-breakpoint
CREATE INDEX "payments_tenant_paid" ON "payments" USING btree ("tenant_id","paid_at") WHERE "payments"."paid_at" is not null;