-- The entries written so far keep the hash they were written with (version 1: details, metadata
-- type, user name and has-details not covered); every entry written from now on gets version 2,
-- which covers every column (document-history/chain.ts).
ALTER TABLE "document_history" ADD COLUMN "hash_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_history" ALTER COLUMN "hash_version" SET DEFAULT 2;
