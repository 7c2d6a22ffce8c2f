CREATE TABLE "order_stat_buckets" (
	"grain" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"source" varchar(10) NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"orders_sum" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_stat_buckets_grain_bucket_source_pk" PRIMARY KEY("grain","bucket","source"),
	CONSTRAINT "order_stat_buckets_grain" CHECK ("order_stat_buckets"."grain" in (15, 60, 1440))
);
--> statement-breakpoint
CREATE TABLE "product_stat_buckets" (
	"grain" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"reorder_count" integer DEFAULT 0 NOT NULL,
	"first_order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stat_buckets_grain_bucket_product_id_pk" PRIMARY KEY("grain","bucket","product_id"),
	CONSTRAINT "product_stat_buckets_grain" CHECK ("product_stat_buckets"."grain" in (60, 1440))
);
--> statement-breakpoint
ALTER TABLE "product_stat_buckets" ADD CONSTRAINT "product_stat_buckets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;