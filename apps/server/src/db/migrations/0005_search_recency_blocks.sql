-- The newest matches of a search come out of the full-text index, however common the word
-- (modules/search/newest-matches.ts). Next to the company lexeme '@c31', every vector carries one
-- recency block per company that may see the document: '@c31/99' = company 31, document ids
-- 990,000 to 999,999 (id / 10000; searchBlockSize in modules/search/search-fields.ts). A search ANDs
-- the newest blocks of the company into its query, so the GIN index hands back only the matches in
-- that window and the table is read for those rows alone, not for every match of a word found in
-- most of the company's documents. Same function as in 0003 plus the two block lexemes.
CREATE OR REPLACE FUNCTION docvue_document_search_vector(p_document_id integer) RETURNS tsvector
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT array_to_tsvector(array_remove(ARRAY[
             '@c' || d.sender_company_id,
             '@c' || d.sender_company_id || '/' || (d.id / 10000),
             CASE WHEN d.receiver_company_id <> d.sender_company_id THEN '@c' || d.receiver_company_id END,
             CASE WHEN d.receiver_company_id <> d.sender_company_id THEN '@c' || d.receiver_company_id || '/' || (d.id / 10000) END], NULL))
      || setweight(to_tsvector('simple', docvue_search_normalize(x.identifiers)), 'A')
      || setweight(to_tsvector('simple', docvue_search_normalize(concat_ws(' ', sc.legal_name, rc.legal_name, array_to_string(x.names, ' ')))), 'B')
      || setweight(to_tsvector('simple', docvue_search_normalize(concat_ws(' ', d.file_name, x.other))), 'C')
      || setweight(to_tsvector('simple', docvue_search_normalize(left(o.text, 100000))), 'D')
    FROM documents d
    JOIN companies sc ON sc.id = d.sender_company_id
    LEFT JOIN companies rc ON rc.id = d.receiver_company_id
    CROSS JOIN LATERAL docvue_document_texts(d.id) x
    LEFT JOIN LATERAL (
      SELECT string_agg(p.text, ' ' ORDER BY p.document_page) AS text FROM ocr_pages p WHERE p.blob_sha256 = d.blob_sha256
    ) o ON true
    WHERE d.id = p_document_id
  );
END
$$;
--> statement-breakpoint

-- Existing vectors get their blocks (the rest of each vector is unchanged, so no recomputation).
UPDATE document_search s
   SET search = s.search || array_to_tsvector(array_remove(ARRAY[
         '@c' || d.sender_company_id || '/' || (d.id / 10000),
         CASE WHEN d.receiver_company_id <> d.sender_company_id THEN '@c' || d.receiver_company_id || '/' || (d.id / 10000) END], NULL))
  FROM documents d
 WHERE d.id = s.document_id;
