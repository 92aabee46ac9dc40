ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "logo_company_id" integer;