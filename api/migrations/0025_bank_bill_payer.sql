DROP INDEX "bank_bills_pending_mdn_idx";--> statement-breakpoint
ALTER TABLE "bank_bills" ADD COLUMN "payer" text;--> statement-breakpoint
UPDATE "bank_bills" SET "payer" = CASE
  WHEN "orders"."kind" = 'invoice' OR EXISTS (SELECT 1 FROM "account_lines" WHERE "account_lines"."account_id" = "orders"."account_id" AND "account_lines"."mdn" = "bank_bills"."mdn") THEN 'holder'
  WHEN "orders"."account_id" IS NOT NULL THEN 'account:' || "orders"."account_id"
  WHEN "orders"."browser_id" IS NOT NULL THEN 'browser:' || "orders"."browser_id"
END FROM "orders" WHERE "orders"."ref_number" = "bank_bills"."ref_number";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_bills_pending_payer_idx" ON "bank_bills" USING btree ("mdn","payer") WHERE status = 'pending';
