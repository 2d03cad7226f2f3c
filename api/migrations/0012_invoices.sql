CREATE TABLE "billing_accounts" (
	"account_number" text PRIMARY KEY NOT NULL,
	"payment_code" text NOT NULL,
	"company_name" text NOT NULL,
	"crm_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"bill_no" text PRIMARY KEY NOT NULL,
	"mdn" text NOT NULL,
	"billing_account" text,
	"period" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount_centimes" integer NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"paid_by" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_account_billing_accounts_account_number_fk" FOREIGN KEY ("billing_account") REFERENCES "public"."billing_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_mdn_idx" ON "invoices" USING btree ("mdn","period");--> statement-breakpoint
CREATE INDEX "invoices_billing_account_idx" ON "invoices" USING btree ("billing_account","status");