CREATE TABLE "sandbox_refunds" (
	"ref" text PRIMARY KEY NOT NULL,
	"payment_ref" text NOT NULL,
	"refund_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment" ON "sandbox_refunds" USING btree ("payment_ref","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_refund" ON "sandbox_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "discount_codes_tenant" ON "discount_codes" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code" ON "discount_redemptions" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "payment_refunds_pending" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_tenant" ON "payments" USING btree ("tenant_id","id");