CREATE TABLE "business_events" (
	"id" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"title" jsonb NOT NULL,
	"theme" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"venue" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"image" text,
	"image_alt" jsonb,
	"cta_label" jsonb NOT NULL,
	"cta_link" text NOT NULL,
	"secondary_cta_label" jsonb,
	"secondary_cta_link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roaming_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"zone_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"aliases" text NOT NULL,
	"dial_code" text NOT NULL,
	"partners" jsonb NOT NULL,
	"rates" jsonb
);
--> statement-breakpoint
CREATE TABLE "roaming_passes" (
	"id" text PRIMARY KEY NOT NULL,
	"zone_id" text,
	"country_code" text,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"volume_mb" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"price" double precision NOT NULL,
	"ussd_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roaming_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"rates" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"invitation_ref" text,
	"satisfaction" integer NOT NULL,
	"recommendation" integer NOT NULL,
	"channel" text NOT NULL,
	"comment" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "survey_answers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "survey_answers_invitation_ref_unique" UNIQUE("invitation_ref")
);
--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "columns" jsonb;--> statement-breakpoint
ALTER TABLE "roaming_countries" ADD CONSTRAINT "roaming_countries_zone_id_roaming_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."roaming_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roaming_passes" ADD CONSTRAINT "roaming_passes_zone_id_roaming_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."roaming_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roaming_passes" ADD CONSTRAINT "roaming_passes_country_code_roaming_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."roaming_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_events_starts_idx" ON "business_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "roaming_countries_zone_idx" ON "roaming_countries" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "roaming_passes_zone_idx" ON "roaming_passes" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "roaming_passes_country_idx" ON "roaming_passes" USING btree ("country_code");