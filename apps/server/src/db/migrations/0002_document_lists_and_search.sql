CREATE TABLE "document_visibility" (
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"side" text NOT NULL,
	"template_id" integer NOT NULL,
	"route_status_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"suggest" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "document_visibility_company_id_document_id_pk" PRIMARY KEY("company_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "document_search" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_visibility" ADD CONSTRAINT "document_visibility_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_visibility" ADD CONSTRAINT "document_visibility_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_search" ADD CONSTRAINT "document_search_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_visibility_template_idx" ON "document_visibility" USING btree ("company_id","template_id","document_id");--> statement-breakpoint
CREATE INDEX "document_visibility_status_idx" ON "document_visibility" USING btree ("company_id","template_id","route_status_id","document_id","side");--> statement-breakpoint
CREATE INDEX "document_visibility_side_idx" ON "document_visibility" USING btree ("company_id","side","document_id","route_status_id");--> statement-breakpoint
CREATE INDEX "document_visibility_sent_at_idx" ON "document_visibility" USING btree ("company_id","side","template_id","sent_at");--> statement-breakpoint
CREATE INDEX "document_visibility_document_idx" ON "document_visibility" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_visibility_suggest_idx" ON "document_visibility" USING gin ("suggest");--> statement-breakpoint
CREATE INDEX "document_search_search_idx" ON "document_search" USING gin ("search");