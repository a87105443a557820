ALTER TABLE "messages" ADD COLUMN "gift" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_filename" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_thumb_filename" text;