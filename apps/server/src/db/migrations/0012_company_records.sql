CREATE TABLE "address_set_parties" (
	"address_set_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	CONSTRAINT "address_set_parties_address_set_id_party_id_pk" PRIMARY KEY("address_set_id","party_id")
);
--> statement-breakpoint
CREATE TABLE "address_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"main_address_line_one" text NOT NULL,
	"main_address_line_two" text,
	"main_city" text NOT NULL,
	"main_state" text NOT NULL,
	"main_zip_code" text NOT NULL,
	"payment_addressee_name" text,
	"payment_address_line_one" text NOT NULL,
	"payment_address_line_two" text,
	"payment_city" text NOT NULL,
	"payment_state" text NOT NULL,
	"payment_zip_code" text NOT NULL,
	"payment_address_same_as_main" boolean DEFAULT false NOT NULL,
	"tax_addressee_name" text,
	"tax_address_line_one" text NOT NULL,
	"tax_address_line_two" text,
	"tax_city" text NOT NULL,
	"tax_state" text NOT NULL,
	"tax_zip_code" text NOT NULL,
	"tax_address_same_as_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_document_shares" (
	"legal_document_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	CONSTRAINT "legal_document_shares_legal_document_id_party_id_pk" PRIMARY KEY("legal_document_id","party_id")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"legal_document_type_id" integer NOT NULL,
	"privacy_setting_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"blob_sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"expires_on" date,
	"w9" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_set_parties" ADD CONSTRAINT "address_set_parties_address_set_id_address_sets_id_fk" FOREIGN KEY ("address_set_id") REFERENCES "public"."address_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_set_parties" ADD CONSTRAINT "address_set_parties_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_sets" ADD CONSTRAINT "address_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_shares" ADD CONSTRAINT "legal_document_shares_legal_document_id_legal_documents_id_fk" FOREIGN KEY ("legal_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_document_shares" ADD CONSTRAINT "legal_document_shares_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_blob_sha256_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_set_parties_party_uq" ON "address_set_parties" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "address_sets_company_name_idx" ON "address_sets" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "legal_document_shares_party_idx" ON "legal_document_shares" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "legal_documents_company_idx" ON "legal_documents" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_one_active_uq" ON "legal_documents" USING btree ("company_id","legal_document_type_id") WHERE "legal_documents"."is_active";