-- Who a signed-in user is in a company (the user row, roles, blocks, whether the company exists)
-- is kept in each server process's memory between requests (apps/server/src/identity/membership-cache.ts).
-- Every change to it, by any process or by hand, tells every process at commit, on the channel
-- docvue_identity: the user's id, or '*' when a company comes or goes (which may change any
-- global user's view). PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION docvue_notify_identity_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('docvue_identity', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('docvue_identity', coalesce(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('docvue_identity', coalesce(NEW.user_id, OLD.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_identity_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_identity_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_identity_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_identity_change();
--> statement-breakpoint
CREATE TRIGGER membership_blocks_identity_change AFTER INSERT OR UPDATE OR DELETE ON membership_blocks
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_identity_change();
--> statement-breakpoint
CREATE TRIGGER companies_identity_change AFTER INSERT OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION docvue_notify_identity_change();
