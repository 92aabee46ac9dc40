-- Issue 30. A search's ranked matches are kept in each server process between requests, per
-- company and words (apps/server/src/modules/search/search-index.ts), until a search vector the
-- company's documents carry changes. Every insert, update or delete of a vector, by any process or
-- by hand, tells every process at commit, on the channel docvue_search_index, each company whose
-- lexeme ('@c31', migration 0003) the old or the new vector carries, also when the vector comes out
-- the same (a value's punctuation changed: the highlights kept with a search show the value itself).
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION docvue_notify_search_index() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  company text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    FOR company IN SELECT substring(l FROM 3) FROM unnest(tsvector_to_array(OLD.search)) AS l WHERE l ~ '^@c[0-9]+$' LOOP
      PERFORM pg_notify('docvue_search_index', company);
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    FOR company IN SELECT substring(l FROM 3) FROM unnest(tsvector_to_array(NEW.search)) AS l WHERE l ~ '^@c[0-9]+$' LOOP
      PERFORM pg_notify('docvue_search_index', company);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_search_search_index AFTER INSERT OR UPDATE OR DELETE ON document_search
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_search_index();
--> statement-breakpoint
-- The ids of the company's newest `lim` documents whose vector matches `q`, newest first: what
-- modules/search/newest-matches.ts did in one statement per window, here in one call, so that a
-- search is one statement before its page is loaded. The GIN index answers `search @@ q` with every
-- match, and each costs a read of its row before the newest can be kept (a word in 90,000 of a
-- company's documents meant 90,000 row reads). So the company's newest documents are searched first,
-- inside the index: the window is a run of the company's recency blocks (migration 0005,
-- '@c31/97' | '@c31/98' | '@c31/99') ANDed into the query. When the window holds `lim` matches they
-- are the newest; otherwise the next one reaches back as far as the rate of matches so far suggests
-- (at most `max_growth` times, at least twice), and at last the whole company ('@c31'), also when a
-- window would need more than `max_blocks` blocks or the company has fewer than `first_window`
-- documents. `document_id + 0`: sorted after the index scan, never by walking the primary key.
CREATE OR REPLACE FUNCTION docvue_newest_matches(company integer, q tsquery, lim integer, first_window integer,
  max_growth integer, max_blocks integer, block_size integer) RETURNS integer[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  n bigint;
  first_id integer;
  last_id integer;
  last_block bigint;
  first_block bigint;
  reach numeric;
  blocks tsquery;
  found integer[];
  growth numeric;
BEGIN
  IF numnode(q) = 0 THEN
    RETURN '{}';
  END IF;
  SELECT count(*), min(w.id), max(w.id) INTO n, first_id, last_id
    FROM (SELECT v.document_id AS id FROM document_visibility v WHERE v.company_id = company
          ORDER BY v.document_id DESC LIMIT first_window) w;
  IF first_id IS NOT NULL AND last_id IS NOT NULL AND n >= first_window THEN
    last_block := floor(last_id::numeric / block_size);
    reach := last_id - first_id + 1;
    LOOP
      first_block := greatest(0, floor((last_id - reach + 1) / block_size));
      EXIT WHEN last_block - first_block + 1 > max_blocks;
      SELECT string_agg(format('''@c%s/%s''', company, b), ' | ')::tsquery INTO blocks
        FROM generate_series(first_block, last_block) AS b;
      SELECT coalesce(array_agg(m.id ORDER BY m.id DESC), '{}') INTO found
        FROM (SELECT s.document_id AS id FROM document_search s WHERE s.search @@ (blocks && q)
              ORDER BY s.document_id + 0 DESC LIMIT lim) m;
      IF cardinality(found) >= lim OR first_block = 0 THEN
        RETURN found;
      END IF;
      growth := CASE WHEN cardinality(found) = 0 THEN max_growth ELSE ceil(1.25 * lim / cardinality(found)) END;
      reach := reach * greatest(2, least(max_growth, growth));
    END LOOP;
  END IF;
  SELECT coalesce(array_agg(m.id ORDER BY m.id DESC), '{}') INTO found
    FROM (SELECT s.document_id AS id FROM document_search s
          WHERE s.search @@ (format('''@c%s''', company)::tsquery && q)
          ORDER BY s.document_id + 0 DESC LIMIT lim) m;
  RETURN found;
END
$$;
