CREATE TABLE "periodic_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
-- Unlogged: counters bumped on every limited call need no write-ahead log; a crash of the
-- server empties the table, which forgets at most an hour of counts (db/schema/limits.ts).
CREATE UNLOGGED TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"since" bigint NOT NULL,
	"until" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_counters_until_idx" ON "limit_counters" USING btree ("until");