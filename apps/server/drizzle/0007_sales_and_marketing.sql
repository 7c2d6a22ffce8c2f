CREATE SEQUENCE "order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'OPEN' NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_customer_groups" (
	"funnel_id" integer NOT NULL,
	"customer_group_id" integer NOT NULL,
	CONSTRAINT "funnel_customer_groups_funnel_id_customer_group_id_pk" PRIMARY KEY("funnel_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_customers" (
	"funnel_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "funnel_customers_funnel_id_customer_id_pk" PRIMARY KEY("funnel_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"funnel_id" integer NOT NULL,
	"customer_id" integer,
	"channel" varchar(20) NOT NULL,
	"address" varchar(500),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"provider_message_id" varchar(200),
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_product_categories" (
	"funnel_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "funnel_product_categories_funnel_id_category_id_pk" PRIMARY KEY("funnel_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_products" (
	"funnel_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "funnel_products_funnel_id_product_id_pk" PRIMARY KEY("funnel_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "notification_funnels" (
	"id" serial PRIMARY KEY NOT NULL,
	"header" varchar(200),
	"content" text NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"telegram_bot" boolean DEFAULT false NOT NULL,
	"push_notification" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"is_started" boolean DEFAULT false NOT NULL,
	"last_order_date_from" timestamp with time zone,
	"last_order_date_to" timestamp with time zone,
	"customer_registration_date_from" timestamp with time zone,
	"customer_registration_date_to" timestamp with time zone,
	"total_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_product_categories" (
	"coupon_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "coupon_product_categories_coupon_id_category_id_pk" PRIMARY KEY("coupon_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	CONSTRAINT "coupon_uses_coupon_id_order_id_pk" PRIMARY KEY("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"limit_per_customer" integer DEFAULT 1 NOT NULL,
	"discount" numeric(22, 10) DEFAULT 0 NOT NULL,
	"allow_guest" boolean DEFAULT false NOT NULL,
	"is_in_percent" boolean DEFAULT false NOT NULL,
	"min_sum" numeric(12, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"customer_group_id" integer,
	"free_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_product_categories" (
	"promotion_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "promotion_product_categories_promotion_id_category_id_pk" PRIMARY KEY("promotion_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_in_percent" boolean DEFAULT false NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"promotion_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_hint" varchar(4) NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"source_id" integer,
	"code" varchar(50),
	"name" jsonb,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"order_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"modifier_id" integer,
	"name" varchar(200) NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"name" jsonb NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"grandtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_reorder" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"user_id" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"status" varchar(20) DEFAULT 'OPEN' NOT NULL,
	"source" varchar(10) NOT NULL,
	"customer_id" integer,
	"is_customer_first_order" boolean DEFAULT false NOT NULL,
	"payment_method_id" integer,
	"shipping_method_id" integer,
	"pickup_point_id" integer,
	"delivery_zone_id" integer,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"bonuses_used" numeric(12, 2) DEFAULT 0 NOT NULL,
	"grandtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"change_from" numeric(12, 2),
	"people_count" integer,
	"additional_people_count" integer,
	"comment" text,
	"viewed_at" timestamp with time zone,
	"platform_id" varchar(100),
	"delivery_term" timestamp with time zone,
	"city_id" integer,
	"street_id" integer,
	"house" varchar(20),
	"building" varchar(20),
	"entrance" varchar(20),
	"floor" varchar(20),
	"entry_code" varchar(20),
	"flat" varchar(20),
	"lat" double precision,
	"lng" double precision,
	"api_key_id" integer,
	"idempotency_key" varchar(200),
	"idempotency_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "telegram_chat_id" varchar(50);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "push_token" varchar(500);--> statement-breakpoint
ALTER TABLE "customer_tickets" ADD CONSTRAINT "customer_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_customer_groups" ADD CONSTRAINT "funnel_customer_groups_funnel_id_notification_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "notification_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_customer_groups" ADD CONSTRAINT "funnel_customer_groups_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_customers" ADD CONSTRAINT "funnel_customers_funnel_id_notification_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "notification_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_customers" ADD CONSTRAINT "funnel_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_deliveries" ADD CONSTRAINT "funnel_deliveries_funnel_id_notification_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "notification_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_deliveries" ADD CONSTRAINT "funnel_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_product_categories" ADD CONSTRAINT "funnel_product_categories_funnel_id_notification_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "notification_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_product_categories" ADD CONSTRAINT "funnel_product_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_products" ADD CONSTRAINT "funnel_products_funnel_id_notification_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "notification_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_products" ADD CONSTRAINT "funnel_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_product_categories" ADD CONSTRAINT "coupon_product_categories_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_product_categories" ADD CONSTRAINT "coupon_product_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_free_product_id_products_id_fk" FOREIGN KEY ("free_product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_product_categories" ADD CONSTRAINT "promotion_product_categories_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_product_categories" ADD CONSTRAINT "promotion_product_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_modifiers" ADD CONSTRAINT "order_item_modifiers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_modifiers" ADD CONSTRAINT "order_item_modifiers_modifier_id_product_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "product_modifiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "shipping_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "pickup_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "streets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_tickets_customer_idx" ON "customer_tickets" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_deliveries_once_idx" ON "funnel_deliveries" USING btree ("funnel_id","customer_id","channel");--> statement-breakpoint
CREATE INDEX "funnel_deliveries_queue_idx" ON "funnel_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "coupon_uses_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_created_idx" ON "order_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_item_modifiers_item_idx" ON "order_item_modifiers" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("api_key_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;