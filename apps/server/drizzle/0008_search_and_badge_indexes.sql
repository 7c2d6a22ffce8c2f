CREATE INDEX "orders_unviewed_idx" ON "orders" USING btree ("id") WHERE "orders"."viewed_at" is null;--> statement-breakpoint
-- The orders, coupons and promotions lists search these (q): trigram indexes like the names' (see 0003).
CREATE INDEX IF NOT EXISTS orders_number_trgm ON orders USING gin ((number::text) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS coupons_code_trgm ON coupons USING gin (code public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS promotions_name_trgm ON promotions USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);
