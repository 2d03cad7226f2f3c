CREATE TABLE "coverage_buildings" (
	"id" text PRIMARY KEY NOT NULL,
	"street_id" text NOT NULL,
	"city_id" text NOT NULL,
	"number" text NOT NULL,
	"number_value" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fibre_max_mbps" integer,
	"adsl_max_mbps" integer,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slot_capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_neighbourhoods" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"postal_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverage_streets" (
	"id" text PRIMARY KEY NOT NULL,
	"neighbourhood_id" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"technology" text NOT NULL,
	"segment" text NOT NULL,
	"status" text NOT NULL,
	"building_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"distance_meters" integer,
	"address_text" text,
	"city_id" text,
	"max_speed_mbps" integer,
	"language" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"check_id" text NOT NULL,
	"product_id" text NOT NULL,
	"city_id" text NOT NULL,
	"visit_date" text NOT NULL,
	"slot" text NOT NULL,
	"address_details" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "installation_bookings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "installation_slot_usage" (
	"city_id" text NOT NULL,
	"visit_date" text NOT NULL,
	"slot" text NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "installation_slot_usage_city_id_visit_date_slot_pk" PRIMARY KEY("city_id","visit_date","slot")
);
--> statement-breakpoint
ALTER TABLE "coverage_buildings" ADD CONSTRAINT "coverage_buildings_street_id_coverage_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."coverage_streets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_neighbourhoods" ADD CONSTRAINT "coverage_neighbourhoods_city_id_coverage_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."coverage_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_streets" ADD CONSTRAINT "coverage_streets_neighbourhood_id_coverage_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."coverage_neighbourhoods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_checks" ADD CONSTRAINT "eligibility_checks_building_id_coverage_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."coverage_buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD CONSTRAINT "installation_bookings_check_id_eligibility_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."eligibility_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_buildings_city_idx" ON "coverage_buildings" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "coverage_buildings_position_idx" ON "coverage_buildings" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "coverage_neighbourhoods_city_idx" ON "coverage_neighbourhoods" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "coverage_streets_neighbourhood_idx" ON "coverage_streets" USING btree ("neighbourhood_id");--> statement-breakpoint
CREATE INDEX "eligibility_checks_building_idx" ON "eligibility_checks" USING btree ("building_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_bookings_check_idx" ON "installation_bookings" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "installation_bookings_slot_idx" ON "installation_bookings" USING btree ("city_id","visit_date","slot");