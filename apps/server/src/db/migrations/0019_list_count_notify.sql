-- The lists' exact totals (document_visibility rows per company and scope) are kept in each server
-- process's memory between requests (apps/server/src/modules/document-lists/list-query.ts).
-- Every change of a company's visibility rows, by any process or by hand, tells every process at
-- commit, on the channel docvue_list_counts: the company's id. PostgreSQL folds identical
-- notifications of one transaction into one.
CREATE OR REPLACE FUNCTION docvue_notify_list_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('docvue_list_counts', OLD.company_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('docvue_list_counts', NEW.company_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_visibility_list_counts AFTER INSERT OR UPDATE OR DELETE ON document_visibility
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_list_counts();
