CREATE TABLE "signin_devices" (
	"account_id" text NOT NULL,
	"browser_id" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_devices_account_id_browser_id_pk" PRIMARY KEY("account_id","browser_id")
);
--> statement-breakpoint
ALTER TABLE "signin_devices" ADD CONSTRAINT "signin_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;