CREATE TABLE "app_error_messages" (
	"language" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "app_error_messages_language_code_pk" PRIMARY KEY("language","code")
);
--> statement-breakpoint
CREATE TABLE "app_labels" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "app_labels_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
CREATE TABLE "app_services" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"link" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"style" text NOT NULL,
	"position" integer NOT NULL,
	"title" text,
	"subtitle" text,
	"body" text,
	"image" jsonb,
	"cta" jsonb,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_parcours" (
	"type" text NOT NULL,
	"language" text NOT NULL,
	"desktop_url" text NOT NULL,
	"mobile_url" text NOT NULL,
	CONSTRAINT "image_parcours_type_language_pk" PRIMARY KEY("type","language")
);
--> statement-breakpoint
CREATE TABLE "megamenu_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"position" integer NOT NULL,
	"label" jsonb NOT NULL,
	"link" text,
	"description" jsonb
);
--> statement-breakpoint
ALTER TABLE "megamenu_entries" ADD CONSTRAINT "megamenu_entries_parent_id_megamenu_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."megamenu_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_blocks_page_idx" ON "content_blocks" USING btree ("page","language","position");--> statement-breakpoint
CREATE INDEX "megamenu_entries_parent_idx" ON "megamenu_entries" USING btree ("parent_id","position");