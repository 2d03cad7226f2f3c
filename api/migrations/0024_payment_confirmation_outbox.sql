CREATE TABLE "gateway_confirmations" (
	"event_id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shop_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gateway_confirmations_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE INDEX "gateway_confirmations_due_idx" ON "gateway_confirmations" USING btree ("next_attempt_at") WHERE status = 'pending';