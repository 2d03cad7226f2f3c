ALTER TABLE "refresh_tokens" ADD COLUMN "spent_by" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_id" text;