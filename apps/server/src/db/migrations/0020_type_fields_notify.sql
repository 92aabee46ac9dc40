-- A document type's field definitions and line-item columns are kept in each server process's
-- memory between requests (apps/server/src/modules/documents/type-fields.ts). Every change of
-- them, by any process or by hand, tells every process at commit, on the channel
-- docvue_type_fields: the type's id. PostgreSQL folds identical notifications of one transaction
-- into one.
CREATE OR REPLACE FUNCTION docvue_notify_type_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('docvue_type_fields', OLD.document_type_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('docvue_type_fields', NEW.document_type_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER metadata_definitions_type_fields AFTER INSERT OR UPDATE OR DELETE ON metadata_definitions
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_type_fields();
--> statement-breakpoint
CREATE TRIGGER line_item_columns_type_fields AFTER INSERT OR UPDATE OR DELETE ON line_item_columns
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_type_fields();
