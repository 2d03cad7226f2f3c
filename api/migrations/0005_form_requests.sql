CREATE TABLE "form_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"language" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "form_requests_idempotency_idx" ON "form_requests" USING btree ("kind","idempotency_key");