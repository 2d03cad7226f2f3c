CREATE TABLE "balance_credits" (
	"ref_number" text PRIMARY KEY NOT NULL,
	"mdn" text NOT NULL,
	"dirhams_centimes" integer NOT NULL,
	"added" jsonb NOT NULL,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etoile9_advances" (
	"ref_number" text PRIMARY KEY NOT NULL,
	"mdn" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"status" text NOT NULL,
	"repaid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_products" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"product_type" text NOT NULL,
	"categories" jsonb NOT NULL,
	"segments" jsonb NOT NULL,
	"recharge_type" text NOT NULL,
	"validity_days" integer NOT NULL,
	"price_centimes" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"credit" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scratch_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"value_centimes" integer NOT NULL,
	"status" text NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_credits" ADD CONSTRAINT "balance_credits_ref_number_orders_ref_number_fk" FOREIGN KEY ("ref_number") REFERENCES "public"."orders"("ref_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_credits" ADD CONSTRAINT "balance_credits_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etoile9_advances" ADD CONSTRAINT "etoile9_advances_ref_number_orders_ref_number_fk" FOREIGN KEY ("ref_number") REFERENCES "public"."orders"("ref_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etoile9_outstanding_mdn_idx" ON "etoile9_advances" USING btree ("mdn") WHERE status = 'outstanding';--> statement-breakpoint
CREATE INDEX "etoile9_mdn_idx" ON "etoile9_advances" USING btree ("mdn");