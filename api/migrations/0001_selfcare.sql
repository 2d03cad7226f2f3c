CREATE TABLE "account_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"label" text NOT NULL,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"neighborhood" text NOT NULL,
	"postal_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_lines" (
	"mdn" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"civility" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text,
	"segment" text NOT NULL,
	"crm_id" text NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "line_balances" (
	"mdn" text PRIMARY KEY NOT NULL,
	"balances" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lines" (
	"mdn" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"segment" text NOT NULL,
	"customer_segment" text NOT NULL,
	"crm_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"offer_name_fr" text NOT NULL,
	"offer_name_ar" text NOT NULL,
	"contact_mdn" text,
	"holder_first_name" text NOT NULL,
	"holder_last_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"mdn" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"sends" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signin_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_mdn" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_otp_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_addresses" ADD CONSTRAINT "account_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_balances" ADD CONSTRAINT "line_balances_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_addresses_account_idx" ON "account_addresses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_lines_account_idx" ON "account_lines" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_mdn_purpose_idx" ON "otp_challenges" USING btree ("mdn","purpose");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "signin_failures_key_idx" ON "signin_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to_mdn","id");