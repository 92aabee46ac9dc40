-- The guard of 0007 saw only updates of route_status_id. The status machine
-- (apps/server/src/modules/routing/status-machine.ts) is also the only way a document
-- - comes into being in a status other than the ones an upload starts in (none, New 7, Pending 8):
--   an INSERT of a Sent, Paid, … document (a script, a forgotten raw insert) is refused;
-- - is cancelled: cancel is a soft delete, so an update of deleted_at (either way) is refused.
-- The machine marks its own statements with the transaction-local setting, as before.
CREATE OR REPLACE FUNCTION docvue_guard_route_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('docvue.status_machine', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    RAISE EXCEPTION 'a document is created in route status % only by the status machine', NEW.route_status_id
      USING ERRCODE = 'P0001';
  END IF;
  IF OLD.deleted_at IS DISTINCT FROM NEW.deleted_at THEN
    RAISE EXCEPTION 'document % is cancelled only by the status machine', OLD.id
      USING ERRCODE = 'P0001';
  END IF;
  RAISE EXCEPTION 'route_status_id of document % is changed only by the status machine', OLD.id
    USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
DROP TRIGGER documents_route_status_guard ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_route_status_guard
  BEFORE UPDATE OF route_status_id, deleted_at ON documents
  FOR EACH ROW
  WHEN (OLD.route_status_id IS DISTINCT FROM NEW.route_status_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION docvue_guard_route_status();
--> statement-breakpoint
CREATE TRIGGER documents_route_status_guard_insert
  BEFORE INSERT ON documents
  FOR EACH ROW
  WHEN (NEW.route_status_id IS NOT NULL AND NEW.route_status_id NOT IN (7, 8))
  EXECUTE FUNCTION docvue_guard_route_status();
