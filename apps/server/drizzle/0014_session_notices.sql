-- Every process keeps the sessions it looked up for a few seconds (http/session-cache.ts): a change
-- to users or their tokens tells them all to forget, once it commits.
CREATE OR REPLACE FUNCTION notify_sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mise_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
