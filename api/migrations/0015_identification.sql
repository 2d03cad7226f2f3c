CREATE TABLE "identity_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"mdn" text NOT NULL,
	"identity_type" text NOT NULL,
	"sealed" text NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_identifications" (
	"mdn" text PRIMARY KEY NOT NULL,
	"is_identified" boolean NOT NULL,
	"honorific" text,
	"sealed" text,
	"identified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_scans" ADD CONSTRAINT "identity_scans_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_identifications" ADD CONSTRAINT "line_identifications_mdn_lines_mdn_fk" FOREIGN KEY ("mdn") REFERENCES "public"."lines"("mdn") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_scans_expires_idx" ON "identity_scans" USING btree ("expires_at");