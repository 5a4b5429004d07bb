CREATE TYPE "public"."order_target" AS ENUM('item', 'collection', 'trait');--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'settlement';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target" "order_target" DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trait_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trait_value" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "criteria_root" varchar(66);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auction_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_error" text;--> statement-breakpoint
CREATE INDEX "orders_auction_end_idx" ON "orders" USING btree ("auction_end_time") WHERE "orders"."auction_end_time" is not null and status in ('active', 'inactive');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_token" CHECK (("orders"."target" = 'item') = ("orders"."token_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_only_offers_target_many" CHECK ((not ("orders"."target" <> 'item') or ("orders"."side" = 'offer')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trait_fields" CHECK (("orders"."target" = 'trait') = ("orders"."trait_type" is not null and "orders"."trait_value" is not null and "orders"."criteria_root" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bid_has_auction" CHECK (("orders"."side" = 'bid') = ("orders"."parent_order_hash" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_auction_end" CHECK (("orders"."kind" = 'auction') = ("orders"."auction_end_time" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_criteria_root_lowercase" CHECK ("orders"."criteria_root" !~ '^0x' or "orders"."criteria_root" = lower("orders"."criteria_root"));