CREATE TABLE "usage_alert_deliveries" (
	"mdn" text NOT NULL,
	"counter" text NOT NULL,
	"threshold" integer NOT NULL,
	"period" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_alert_deliveries_mdn_counter_threshold_period_pk" PRIMARY KEY("mdn","counter","threshold","period")
);
--> statement-breakpoint
CREATE TABLE "usage_alerts" (
	"mdn" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"alerts" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_alert_deliveries" ADD CONSTRAINT "usage_alert_deliveries_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;