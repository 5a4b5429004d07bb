ALTER TABLE "fills" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fills" ALTER COLUMN "currency" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "volume_24h" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_recipient" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_bps" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "royalty_recipient" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "royalty_bps" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "zone" varchar(64);--> statement-breakpoint
ALTER TABLE "fills" ADD COLUMN "fee" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "fills" ADD COLUMN "royalty" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "fee" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "royalty" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_lowercase" CHECK ("orders"."zone" !~ '^0x' or "orders"."zone" = lower("orders"."zone"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_range" CHECK (coalesce("orders"."fee_bps", 0) between 0 and 10000 and coalesce("orders"."royalty_bps", 0) between 0 and 10000);--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_price_currency_pair" CHECK (("fills"."price" is null) = ("fills"."currency" is null));