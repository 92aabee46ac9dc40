DROP INDEX "document_visibility_sent_at_idx";--> statement-breakpoint
CREATE INDEX "document_visibility_sent_at_idx" ON "document_visibility" USING btree ("company_id","side","template_id","sent_at","route_status_id");--> statement-breakpoint

-- Databases that ran an early draft of 0003 get the final typeahead vectors: lexemes in each
-- company's namespace ('31:red'). Same function as in 0003; then every row is recomputed.
CREATE OR REPLACE FUNCTION docvue_document_suggest_vector(p_document_id integer, p_company_id integer) RETURNS tsvector
LANGUAGE plpgsql STABLE AS $$
DECLARE
  words tsvector;
BEGIN
  SELECT to_tsvector('simple', docvue_search_normalize(concat_ws(' ',
           x.identifiers,
           CASE WHEN p_company_id = d.sender_company_id THEN rc.legal_name ELSE sc.legal_name END,
           CASE WHEN p_company_id = d.sender_company_id THEN concat_ws(' ', pa.name, pa.number) END,
           (SELECT string_agg(n, ' ') FROM unnest(x.names) n WHERE lower(n) <> lower(own.legal_name)))))
    INTO words
    FROM documents d
    JOIN companies sc ON sc.id = d.sender_company_id
    JOIN companies own ON own.id = p_company_id
    LEFT JOIN companies rc ON rc.id = d.receiver_company_id
    LEFT JOIN parties pa ON pa.id = d.receiving_party_id AND pa.company_id = d.sender_company_id
    CROSS JOIN LATERAL docvue_document_texts(d.id) x
   WHERE d.id = p_document_id;
  RETURN array_to_tsvector(ARRAY(SELECT p_company_id || ':' || w.lexeme FROM unnest(coalesce(words, ''::tsvector)) w));
END
$$;
--> statement-breakpoint

UPDATE document_visibility SET suggest = docvue_document_suggest_vector(document_id, company_id);
