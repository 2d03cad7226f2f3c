ALTER TABLE "account_lines" DROP CONSTRAINT "account_lines_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "balance_credits" DROP CONSTRAINT "balance_credits_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "line_balances" DROP CONSTRAINT "line_balances_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "line_service_states" DROP CONSTRAINT "line_service_states_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "usage_records" DROP CONSTRAINT "usage_records_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "identity_scans" DROP CONSTRAINT "identity_scans_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "line_identifications" DROP CONSTRAINT "line_identifications_mdn_lines_mdn_fk";
--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "balance_credits" ADD CONSTRAINT "balance_credits_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "line_balances" ADD CONSTRAINT "line_balances_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "line_service_states" ADD CONSTRAINT "line_service_states_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "identity_scans" ADD CONSTRAINT "identity_scans_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "line_identifications" ADD CONSTRAINT "line_identifications_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;