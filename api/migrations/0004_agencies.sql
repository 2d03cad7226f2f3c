CREATE TABLE "agencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city_id" text NOT NULL,
	"city" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"services" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agencies_city_idx" ON "agencies" USING btree ("city_id");