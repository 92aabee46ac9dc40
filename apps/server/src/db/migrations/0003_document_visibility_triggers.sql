-- Document lists, search and typeahead (apps/server/src/modules/document-lists, modules/search).
-- Functions that compute the search vectors, the trigger that keeps document_visibility in step
-- with documents, and the backfill of existing documents.

-- Text as it is indexed and queried: separators inside codes become spaces ("PBOS-24817" ->
-- "PBOS 24817", "HOS-24017.pdf" -> "HOS 24017 pdf", "10/28/2026" -> "10 28 2026") and
-- thousands separators go ("1,870.00" -> "1870.00"), so a code matches by any of its parts.
-- Queries pass through the same function (modules/search/tsquery.ts).
CREATE OR REPLACE FUNCTION docvue_search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
           regexp_replace(
             regexp_replace(coalesce(t, ''), '([[:alnum:]])[-/_.@#:]+(?=[[:alpha:]])', '\1 ', 'g'),
             '([[:alnum:]])[-/_@#:]+(?=[[:digit:]])', '\1 ', 'g'),
           '([0-9]),(?=[0-9]{3})', '\1', 'g')
$$;
--> statement-breakpoint

-- A document's metadata values in three groups: document numbers, party names, everything else.
-- Keep the key lists in step with modules/search/search-fields.ts. (PL/pgSQL rather than SQL
-- functions: PostgreSQL before 18 plans a SQL function's query on every call.)
CREATE OR REPLACE FUNCTION docvue_document_texts(p_document_id integer, OUT identifiers text, OUT names text[], OUT other text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT
    string_agg(m.value, ' ') FILTER (WHERE md.key = ANY (ARRAY['invoiceNumber','docDivisionOrderNumber','statementNumber','checkNumber','poNumber','fieldTicketNumber','ownerNumber'])),
    array_agg(m.value) FILTER (WHERE md.key <> ALL (ARRAY['invoiceNumber','docDivisionOrderNumber','statementNumber','checkNumber','poNumber','fieldTicketNumber','ownerNumber'])
                                AND (md.metadata_type_id = ANY (ARRAY[9,18,19,21,22,24]) OR md.key = ANY (ARRAY['name','businessName','payeeName']))),
    string_agg(m.value, ' ') FILTER (WHERE md.key <> ALL (ARRAY['invoiceNumber','docDivisionOrderNumber','statementNumber','checkNumber','poNumber','fieldTicketNumber','ownerNumber'])
                                AND md.metadata_type_id <> ALL (ARRAY[9,18,19,21,22,24]) AND md.key <> ALL (ARRAY['name','businessName','payeeName']))
  INTO identifiers, names, other
  FROM document_metadata m
  -- One primary-key lookup per value (OFFSET 0 keeps the planner from hashing the whole table).
  CROSS JOIN LATERAL (
    SELECT d.key, d.metadata_type_id FROM metadata_definitions d WHERE d.id = m.definition_id OFFSET 0
  ) md
  WHERE m.document_id = p_document_id AND m.value IS NOT NULL;
END
$$;
--> statement-breakpoint

-- The full-text vector of a document: numbers A, names B, other values and file name C, page text
-- D (at most 100,000 characters), and one '@c<id>' lexeme per company that may see it.
CREATE OR REPLACE FUNCTION docvue_document_search_vector(p_document_id integer) RETURNS tsvector
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT array_to_tsvector(array_remove(ARRAY[
             '@c' || d.sender_company_id,
             CASE WHEN d.receiver_company_id <> d.sender_company_id THEN '@c' || d.receiver_company_id END], NULL))
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

-- What the typeahead matches for one company: document numbers, the other side's name and party
-- names (the receiving party of the sender's address book only in the sender's row; the company's
-- own name left out, since it would match every one of its documents). Every lexeme is prefixed
-- with the company id ('31:red'), so a prefix query ('31:re':*) walks only that company's words in
-- the GIN index, however common the prefix is in other companies.
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

-- Recomputes a document's search vector and its typeahead vectors (one per company row).
-- Called by the trigger below and by refreshDocumentSearch() after metadata or OCR changes.
CREATE OR REPLACE FUNCTION docvue_refresh_document_search(p_document_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM documents WHERE id = p_document_id AND deleted_at IS NULL) THEN
    DELETE FROM document_search WHERE document_id = p_document_id;
    RETURN;
  END IF;
  INSERT INTO document_search (document_id, search)
  VALUES (p_document_id, docvue_document_search_vector(p_document_id))
  ON CONFLICT (document_id) DO UPDATE SET search = excluded.search;
  UPDATE document_visibility
     SET suggest = docvue_document_suggest_vector(document_id, company_id)
   WHERE document_id = p_document_id;
END
$$;
--> statement-breakpoint

-- SECURITY-CRITICAL: the rule of modules/documents/visibility.ts, materialised. A document that is
-- not deleted has a row for its sender, and once sent (receiver_company_id set) one for its
-- receiver; a deleted one has none. Runs in the transaction of the change, whichever code made it.
CREATE OR REPLACE FUNCTION docvue_sync_document_visibility() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    DELETE FROM document_visibility WHERE document_id = NEW.id;
    DELETE FROM document_search WHERE document_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- A status or date change: copy it, the vectors stay as they are.
    IF OLD.deleted_at IS NULL
       AND NEW.sender_company_id = OLD.sender_company_id
       AND NEW.receiver_company_id IS NOT DISTINCT FROM OLD.receiver_company_id
       AND NEW.receiving_party_id IS NOT DISTINCT FROM OLD.receiving_party_id
       AND NEW.blob_sha256 IS NOT DISTINCT FROM OLD.blob_sha256
       AND NEW.file_name = OLD.file_name THEN
      UPDATE document_visibility
         SET template_id = NEW.template_id, route_status_id = NEW.route_status_id,
             created_at = NEW.created_at, sent_at = NEW.sent_at
       WHERE document_id = NEW.id;
      RETURN NULL;
    END IF;
  END IF;
  DELETE FROM document_visibility
   WHERE document_id = NEW.id
     AND company_id <> NEW.sender_company_id
     AND company_id IS DISTINCT FROM NEW.receiver_company_id;
  INSERT INTO document_visibility (company_id, document_id, side, template_id, route_status_id, created_at, sent_at)
  VALUES (NEW.sender_company_id, NEW.id, 'sender', NEW.template_id, NEW.route_status_id, NEW.created_at, NEW.sent_at)
  ON CONFLICT (company_id, document_id) DO UPDATE
    SET side = excluded.side, template_id = excluded.template_id, route_status_id = excluded.route_status_id,
        created_at = excluded.created_at, sent_at = excluded.sent_at;
  IF NEW.receiver_company_id IS NOT NULL AND NEW.receiver_company_id <> NEW.sender_company_id THEN
    INSERT INTO document_visibility (company_id, document_id, side, template_id, route_status_id, created_at, sent_at)
    VALUES (NEW.receiver_company_id, NEW.id, 'receiver', NEW.template_id, NEW.route_status_id, NEW.created_at, NEW.sent_at)
    ON CONFLICT (company_id, document_id) DO UPDATE
      SET side = excluded.side, template_id = excluded.template_id, route_status_id = excluded.route_status_id,
          created_at = excluded.created_at, sent_at = excluded.sent_at;
  END IF;
  PERFORM docvue_refresh_document_search(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER documents_visibility_insert
AFTER INSERT ON documents
FOR EACH ROW EXECUTE FUNCTION docvue_sync_document_visibility();
--> statement-breakpoint

CREATE TRIGGER documents_visibility_update
AFTER UPDATE OF sender_company_id, receiver_company_id, receiving_party_id, template_id, route_status_id,
  created_at, sent_at, deleted_at, blob_sha256, file_name ON documents
FOR EACH ROW EXECUTE FUNCTION docvue_sync_document_visibility();
--> statement-breakpoint

-- Search vectors out of line: GIN bitmap scans then read small heap rows, and only the ranked
-- page detoasts its vectors.
ALTER TABLE document_search SET (toast_tuple_target = 128);
--> statement-breakpoint

-- Existing documents (databases migrated from an earlier version).
INSERT INTO document_visibility (company_id, document_id, side, template_id, route_status_id, created_at, sent_at)
SELECT sender_company_id, id, 'sender', template_id, route_status_id, created_at, sent_at
  FROM documents WHERE deleted_at IS NULL
UNION ALL
SELECT receiver_company_id, id, 'receiver', template_id, route_status_id, created_at, sent_at
  FROM documents WHERE deleted_at IS NULL AND receiver_company_id IS NOT NULL AND receiver_company_id <> sender_company_id;
--> statement-breakpoint

SELECT docvue_refresh_document_search(id) FROM documents WHERE deleted_at IS NULL;
