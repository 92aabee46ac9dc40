CREATE TABLE "owner_statement_lines" (
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"property_id" text NOT NULL,
	"property_name" text NOT NULL,
	"county" text NOT NULL,
	"state" text NOT NULL,
	"sale_month" text NOT NULL,
	"product_code" text NOT NULL,
	"transaction_code" text NOT NULL,
	"volume" numeric NOT NULL,
	"price" numeric NOT NULL,
	"owner_decimal" numeric NOT NULL,
	"owner_gross_cents" bigint NOT NULL,
	"production_tax_cents" bigint NOT NULL,
	"windfall_tax_cents" bigint NOT NULL,
	"deductions_cents" bigint NOT NULL,
	"owner_net_cents" bigint NOT NULL,
	CONSTRAINT "owner_statement_lines_statement_id_line_no_pk" PRIMARY KEY("statement_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer,
	"sender_company_id" integer NOT NULL,
	"receiver_company_id" integer,
	"party_id" integer,
	"document_id" integer,
	"owner_number" text NOT NULL,
	"owner_name" text NOT NULL,
	"check_number" text NOT NULL,
	"check_date" date NOT NULL,
	"check_amount_cents" bigint NOT NULL,
	"operator_name" text NOT NULL,
	"operator_address" text NOT NULL,
	"operator_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_run_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"column" text,
	"check_number" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_run_owners" (
	"run_id" integer NOT NULL,
	"receiver_company_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_run_owners_run_id_receiver_company_id_pk" PRIMARY KEY("run_id","receiver_company_id")
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"blob_sha256" text NOT NULL,
	"file_size" bigint NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"checks_done" integer DEFAULT 0 NOT NULL,
	"checks_refused" integer DEFAULT 0 NOT NULL,
	"statements_made" integer DEFAULT 0 NOT NULL,
	"owners_notified" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owner_statement_lines" ADD CONSTRAINT "owner_statement_lines_statement_id_owner_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."owner_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_run_errors" ADD CONSTRAINT "statement_run_errors_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_run_owners" ADD CONSTRAINT "statement_run_owners_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_run_owners" ADD CONSTRAINT "statement_run_owners_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_blob_sha256_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_check_uq" ON "owner_statements" USING btree ("sender_company_id","owner_number","check_number");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_document_uq" ON "owner_statements" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "owner_statements_receiver_idx" ON "owner_statements" USING btree ("receiver_company_id","check_date");--> statement-breakpoint
CREATE INDEX "owner_statements_run_idx" ON "owner_statements" USING btree ("run_id","receiver_company_id");--> statement-breakpoint
CREATE INDEX "statement_run_errors_run_idx" ON "statement_run_errors" USING btree ("run_id","line_number","id");--> statement-breakpoint
CREATE INDEX "statement_runs_company_idx" ON "statement_runs" USING btree ("company_id","id");