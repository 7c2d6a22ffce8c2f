CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"service_time" integer DEFAULT 0 NOT NULL,
	"pickup_point_id" integer,
	"google_map_data" jsonb,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"type" varchar(20) DEFAULT 'SIMPLE' NOT NULL,
	"platform_id" varchar(100),
	"platform_type" varchar(100),
	"platform" varchar(50),
	"is_cashless" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_enabled_for_website" boolean DEFAULT true NOT NULL,
	"is_enabled_for_app" boolean DEFAULT true NOT NULL,
	"is_enabled_for_bot" boolean DEFAULT true NOT NULL,
	"sber_user" varchar(200),
	"sber_password" varchar(500),
	"sber_test" boolean DEFAULT false NOT NULL,
	"payselection_public" varchar(1000),
	"payselection_secret" varchar(500),
	"payselection_website_id" varchar(100),
	"stripe_public_key" varchar(500),
	"stripe_secret_key" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_time" integer DEFAULT 0 NOT NULL,
	"minimal_sum" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"show_addresses" boolean DEFAULT false NOT NULL,
	"google_delivery_zones_enabled" boolean DEFAULT false NOT NULL,
	"is_enabled_for_website" boolean DEFAULT true NOT NULL,
	"is_enabled_for_app" boolean DEFAULT true NOT NULL,
	"is_enabled_for_bot" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "pickup_points"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS payment_methods_name_trgm ON payment_methods USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shipping_methods_name_trgm ON shipping_methods USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS delivery_zones_name_trgm ON delivery_zones USING gin (translations_text(name) public.gin_trgm_ops) WITH (fastupdate = off);
