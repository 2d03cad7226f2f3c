CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_service_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"mdn" text NOT NULL,
	"account_id" text,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"idempotency_key" text,
	"payload" jsonb NOT NULL,
	"answer" jsonb,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_service_states" (
	"mdn" text PRIMARY KEY NOT NULL,
	"icc" text NOT NULL,
	"puk" text NOT NULL,
	"holder_id_number" text,
	"suspended_reason" text,
	"suspended_at" timestamp with time zone,
	"roaming_active" boolean DEFAULT false NOT NULL,
	"roaming_requested" boolean,
	"roaming_effective_at" timestamp with time zone,
	"sim_locked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_service_states_icc_unique" UNIQUE("icc")
);
--> statement-breakpoint
ALTER TABLE "line_service_states" ADD CONSTRAINT "line_service_states_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE INDEX "line_service_requests_mdn_idx" ON "line_service_requests" USING btree ("mdn","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "line_service_requests_idempotency_idx" ON "line_service_requests" USING btree ("kind","idempotency_key");