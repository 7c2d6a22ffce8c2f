-- The products list searches the SKU too (q): a trigram index like the names' (see 0003).
CREATE INDEX IF NOT EXISTS products_sku_trgm ON products USING gin (sku public.gin_trgm_ops) WITH (fastupdate = off);
