CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"dev_answer" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"solved" boolean
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"product_type" text NOT NULL,
	"product_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text,
	"unit_price_centimes" integer NOT NULL,
	"period" text NOT NULL,
	"quantity" integer NOT NULL,
	"options" jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_centimes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_pool" (
	"mdn" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"sold_to" text
);
--> statement-breakpoint
CREATE TABLE "number_reservations" (
	"mdn" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_bills" (
	"ref_number" text PRIMARY KEY NOT NULL,
	"mdn" text NOT NULL,
	"payment_code" text NOT NULL,
	"gateway_reference_id" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"ref_number" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"account_id" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_outcome" text DEFAULT 'echoue' NOT NULL,
	"total_centimes" integer NOT NULL,
	"monthly_centimes" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"client" jsonb,
	"delivery" jsonb,
	"portability" jsonb,
	"contact_email" text,
	"identity_number" text,
	"phone_number" text,
	"error_code" text,
	"timeline" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callback_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"ref_number" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"ref_number" text NOT NULL,
	"cart_id" text NOT NULL,
	"method" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_session_id" text,
	"answer" jsonb NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "gateway_bill_references" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_code" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_bill_references_payment_code_unique" UNIQUE("payment_code")
);
--> statement-breakpoint
CREATE TABLE "gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_centimes" integer NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"otp_hash" text,
	"card_brand" text,
	"card_last4" text,
	"error_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_pool" ADD CONSTRAINT "number_pool_category_id_number_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."number_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_reservations" ADD CONSTRAINT "number_reservations_mdn_number_pool_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."number_pool"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_reservations" ADD CONSTRAINT "number_reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_bills" ADD CONSTRAINT "bank_bills_ref_number_orders_ref_number_fk" FOREIGN KEY ("ref_number") REFERENCES "public"."orders"("ref_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ref_number_orders_ref_number_fk" FOREIGN KEY ("ref_number") REFERENCES "public"."orders"("ref_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","added_at");--> statement-breakpoint
CREATE INDEX "carts_account_idx" ON "carts" USING btree ("account_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "number_pool_category_idx" ON "number_pool" USING btree ("category_id","mdn");--> statement-breakpoint
CREATE INDEX "number_reservations_cart_idx" ON "number_reservations" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_bills_pending_mdn_idx" ON "bank_bills" USING btree ("mdn") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "bank_bills_mdn_idx" ON "bank_bills" USING btree ("mdn");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_cart_idx" ON "orders" USING btree ("cart_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("ref_number") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("ref_number");--> statement-breakpoint
CREATE INDEX "payments_session_idx" ON "payments" USING btree ("gateway_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_sessions_one_capture_idx" ON "gateway_sessions" USING btree ("merchant_ref") WHERE status = 'captured';