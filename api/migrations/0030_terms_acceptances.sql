CREATE TABLE "terms_acceptances" (
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"mdn" text DEFAULT '' NOT NULL,
	"process" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_account_id_type_mdn_pk" PRIMARY KEY("account_id","type","mdn")
);
--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;