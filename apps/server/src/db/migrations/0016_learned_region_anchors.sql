ALTER TABLE "learned_regions" ADD COLUMN "anchor_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "learned_regions" ADD COLUMN "anchor" jsonb;--> statement-breakpoint
ALTER TABLE "learned_regions" DROP CONSTRAINT "learned_regions_company_id_document_type_id_party_id_field_key_pk";--> statement-breakpoint
ALTER TABLE "learned_regions" ADD CONSTRAINT "learned_regions_company_id_document_type_id_party_id_field_key_anchor_text_pk" PRIMARY KEY("company_id","document_type_id","party_id","field_key","anchor_text");
