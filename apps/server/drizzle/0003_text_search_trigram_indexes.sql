-- The list search (`q`, `contains`) is `ilike '%text%'`: trigram GIN indexes let it skip the scan.
-- pg_trgm lives in public and its operator class is named with the schema, so the indexes build
-- whatever the search_path is (the API tests run each file in a schema of its own).
-- fastupdate = off: PGlite has no autovacuum, so a pending list would only grow and the planner,
-- counting it, would keep scanning the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- Every text of a translatable value in one string, so one index covers all languages.
CREATE OR REPLACE FUNCTION translations_text(value jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT string_agg(t.value, E'\n') FROM jsonb_each_text(value) AS t $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS streets_name_trgm ON streets USING gin (name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customer_groups_name_trgm ON customer_groups USING gin (name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_first_name_trgm ON customers USING gin (first_name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_last_name_trgm ON customers USING gin (last_name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_email_trgm ON customers USING gin (email public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS customers_phone_trgm ON customers USING gin (phone public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (email public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_first_name_trgm ON users USING gin (first_name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_last_name_trgm ON users USING gin (last_name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_phone_trgm ON users USING gin (phone public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS languages_code_trgm ON languages USING gin (code public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS languages_title_trgm ON languages USING gin (title public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pickup_points_address_trgm ON pickup_points USING gin (address public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS pickup_points_name_trgm ON pickup_points USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cities_name_trgm ON cities USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS banners_title_trgm ON banners USING gin (translations_text(title) public.gin_trgm_ops) WITH (fastupdate = off);
