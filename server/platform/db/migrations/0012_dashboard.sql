CREATE TABLE "site_daily_stats" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"signups" integer NOT NULL,
	"activations" integer NOT NULL,
	"active_members" integer NOT NULL,
	"messages" integer NOT NULL,
	"credits_spent" integer NOT NULL,
	"revenue" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_daily_stats_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE INDEX "sessions_created_brin" ON "sessions" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_created_brin" ON "credit_ledger" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "likes_created_brin" ON "likes" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "messages_created_brin" ON "messages" USING brin ("created_at");