CREATE TABLE "history_verification_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"documents_total" integer NOT NULL,
	"last_document_id" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"intact" integer DEFAULT 0 NOT NULL,
	"broken" integer DEFAULT 0 NOT NULL,
	"broken_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "relay_queue_id" text;