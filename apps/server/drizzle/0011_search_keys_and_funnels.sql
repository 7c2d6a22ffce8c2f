-- The API keys and notification funnels lists search these (q): trigram indexes like the names' (see 0003).
CREATE INDEX IF NOT EXISTS api_keys_name_trgm ON api_keys USING gin (name public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_funnels_header_trgm ON notification_funnels USING gin (header public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_funnels_content_trgm ON notification_funnels USING gin (content public.gin_trgm_ops) WITH (fastupdate = off);
