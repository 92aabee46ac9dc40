-- Network search (apps/server/src/modules/parties/network-search.ts): parties are matched to
-- companies on the network by the same tax identifier, else by a similar name.

-- A company name as names are compared: lower case, letters and digits only, without the words
-- of its legal form ("Red Mesa Energy Partners, LLC" -> "red mesa energy partners").
CREATE OR REPLACE FUNCTION docvue_company_name_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
           regexp_replace(
             regexp_replace(lower(coalesce(t, '')), '[^a-z0-9]+', ' ', 'g'),
             '(^| )(the|llc|l l c|inc|incorporated|corp|corporation|co|company|lp|llp|ltd|limited|plc)(?= |$)', ' ', 'g'),
           ' +', ' ', 'g'))
$$;
--> statement-breakpoint
-- A tax identifier as identifiers are compared: its digits ("75-1234567" -> "751234567").
CREATE OR REPLACE FUNCTION docvue_tax_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(t, ''), '[^0-9]', '', 'g')
$$;
--> statement-breakpoint
CREATE INDEX "companies_name_key_trgm_idx" ON "companies" USING gin (docvue_company_name_key(legal_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "companies_tax_key_idx" ON "companies" (docvue_tax_key(tax_number));
