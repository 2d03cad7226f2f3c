CREATE TABLE "catalog_products" (
	"id" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"product_type" text NOT NULL,
	"segment" text NOT NULL,
	"name" jsonb NOT NULL,
	"brand" text,
	"network" text,
	"os" text,
	"home_family" text,
	"price_centimes" integer NOT NULL,
	"previous_price_centimes" integer,
	"period" text NOT NULL,
	"stock_state" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"images" jsonb NOT NULL,
	"colours" jsonb,
	"description" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"allowances" jsonb,
	"badge" jsonb
);
--> statement-breakpoint
CREATE INDEX "catalog_products_family_idx" ON "catalog_products" USING btree ("family","segment","position");