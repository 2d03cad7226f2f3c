CREATE TABLE "faq_entries" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"link" text NOT NULL,
	"topic" text NOT NULL,
	"topic_position" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_entries_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"link" text NOT NULL,
	"title_text" text NOT NULL,
	"body_text" text NOT NULL,
	CONSTRAINT "search_documents_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE INDEX "faq_entries_link_idx" ON "faq_entries" USING btree ("language","link","position");--> statement-breakpoint
CREATE INDEX "search_documents_language_idx" ON "search_documents" USING btree ("language","category");