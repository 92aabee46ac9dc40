DROP INDEX "documents_sender_idx";--> statement-breakpoint
DROP INDEX "documents_receiver_idx";--> statement-breakpoint
CREATE INDEX "documents_sender_idx" ON "documents" USING btree ("sender_company_id","template_id","id","receiver_company_id","receiving_party_id");--> statement-breakpoint
CREATE INDEX "documents_receiver_idx" ON "documents" USING btree ("receiver_company_id","template_id","id","sender_company_id") WHERE "documents"."receiver_company_id" is not null;