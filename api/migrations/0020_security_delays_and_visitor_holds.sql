CREATE TABLE "signin_devices" (
	"account_id" text NOT NULL,
	"browser_id" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_devices_account_id_browser_id_pk" PRIMARY KEY("account_id","browser_id")
);
--> statement-breakpoint
DROP INDEX "installation_bookings_check_idx";--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD COLUMN "browser_id" text;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "number_reservations" ADD COLUMN "browser_id" text;--> statement-breakpoint
ALTER TABLE "number_reservations" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "signin_devices" ADD CONSTRAINT "signin_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_bookings_browser_idx" ON "installation_bookings" USING btree ("browser_id");--> statement-breakpoint
CREATE INDEX "installation_bookings_address_idx" ON "installation_bookings" USING btree ("client_address");--> statement-breakpoint
CREATE INDEX "number_reservations_browser_idx" ON "number_reservations" USING btree ("browser_id");--> statement-breakpoint
CREATE INDEX "number_reservations_address_idx" ON "number_reservations" USING btree ("client_address");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_bookings_check_idx" ON "installation_bookings" USING btree ("check_id") WHERE "installation_bookings"."cancelled_at" is null;