CREATE TABLE "ingredient_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"color" varchar(20),
	"image" varchar(100),
	"parent_category_id" integer,
	"is_on_terminal" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"ingredient_category_id" integer,
	"image" varchar(100),
	"is_enabled" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"bundle_product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"meta_title" jsonb,
	"meta_description" jsonb,
	"parent_category_id" integer,
	"code" varchar(50),
	"platform" varchar(50),
	"slug" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"product_card" varchar(40),
	"product_card_category_page" varchar(40),
	"image" varchar(100),
	"is_enabled_for_website" boolean DEFAULT true NOT NULL,
	"is_enabled_for_app" boolean DEFAULT true NOT NULL,
	"is_enabled_for_bot" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "product_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_cross_sells" (
	"product_id" integer NOT NULL,
	"cross_sell_product_id" integer NOT NULL,
	CONSTRAINT "product_cross_sells_product_id_cross_sell_product_id_pk" PRIMARY KEY("product_id","cross_sell_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_name" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"rows" jsonb,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ingredients" (
	"product_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	CONSTRAINT "product_ingredients_product_id_ingredient_id_pk" PRIMARY KEY("product_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "product_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"group_id" integer,
	"name" varchar(200) NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) DEFAULT 'PRODUCT' NOT NULL,
	"sku" varchar(64),
	"name" jsonb NOT NULL,
	"description" jsonb,
	"meta_title" jsonb,
	"meta_description" jsonb,
	"category_id" integer,
	"color" varchar(20),
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"weight" numeric(10, 2) DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image" varchar(100),
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_additional" boolean DEFAULT false NOT NULL,
	"is_enabled_for_website" boolean DEFAULT true NOT NULL,
	"is_enabled_for_app" boolean DEFAULT true NOT NULL,
	"is_enabled_for_bot" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"web_link" varchar(500),
	"app_link" varchar(500),
	"image" varchar(100),
	"video" varchar(100),
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_categories" ADD CONSTRAINT "ingredient_categories_parent_category_id_ingredient_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "ingredient_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_ingredient_category_id_ingredient_categories_id_fk" FOREIGN KEY ("ingredient_category_id") REFERENCES "ingredient_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundles" ADD CONSTRAINT "product_bundles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundles" ADD CONSTRAINT "product_bundles_bundle_product_id_products_id_fk" FOREIGN KEY ("bundle_product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_category_id_product_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_sells" ADD CONSTRAINT "product_cross_sells_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cross_sells" ADD CONSTRAINT "product_cross_sells_cross_sell_product_id_products_id_fk" FOREIGN KEY ("cross_sell_product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ingredients" ADD CONSTRAINT "product_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifiers" ADD CONSTRAINT "product_modifiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifiers" ADD CONSTRAINT "product_modifiers_group_id_product_modifiers_id_fk" FOREIGN KEY ("group_id") REFERENCES "product_modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_categories_parent_idx" ON "ingredient_categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE INDEX "ingredients_category_idx" ON "ingredients" USING btree ("ingredient_category_id");--> statement-breakpoint
CREATE INDEX "product_bundles_product_idx" ON "product_bundles" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_bundles_target_idx" ON "product_bundles" USING btree ("bundle_product_id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE INDEX "product_cross_sells_target_idx" ON "product_cross_sells" USING btree ("cross_sell_product_id");--> statement-breakpoint
CREATE INDEX "product_ingredients_ingredient_idx" ON "product_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "product_modifiers_product_idx" ON "product_modifiers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_modifiers_group_idx" ON "product_modifiers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
-- The list search (q) and the global search: trigram indexes, as in 0003. search_text holds every
-- translation lower-cased without accents, so one index serves any language and any accent.
CREATE INDEX IF NOT EXISTS product_categories_search_trgm ON product_categories USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_trgm ON products USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredients_search_trgm ON ingredients USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_categories_name_trgm ON product_categories USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm ON products USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredients_name_trgm ON ingredients USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_categories_name_trgm ON ingredient_categories USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stories_title_trgm ON stories USING gin (translations_text(title) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- The reserved category (spec part 1, section 9: WITHOUT_CATEGORY) that products fall back to; lists and pickers leave it out.
INSERT INTO product_categories (name, code, slug, search_text) VALUES ('{"en":"Without category","pl":"Bez kategorii","ru":"Без категории"}', 'WITHOUT_CATEGORY', 'without-category', '') ON CONFLICT DO NOTHING;
