-- The status machine (apps/server/src/modules/routing/status-machine.ts) is the only writer of a
-- document's route status. It marks its own update with a transaction-local setting; any other
-- UPDATE that changes route_status_id (a forgotten raw update, a script) is refused here.
CREATE OR REPLACE FUNCTION docvue_guard_route_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('docvue.status_machine', true), '') <> 'on' THEN
    RAISE EXCEPTION 'route_status_id of document % is changed only by the status machine', OLD.id
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER documents_route_status_guard
  BEFORE UPDATE OF route_status_id ON documents
  FOR EACH ROW
  WHEN (OLD.route_status_id IS DISTINCT FROM NEW.route_status_id)
  EXECUTE FUNCTION docvue_guard_route_status();
