CREATE TYPE "public"."chain_family" AS ENUM('evm', 'nuls');--> statement-breakpoint
CREATE TYPE "public"."account_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."collection_category" AS ENUM('art', 'collectibles', 'domain_names', 'gaming', 'memberships', 'music', 'pfp', 'photography', 'sports', 'trading_cards', 'utility', 'virtual_worlds', 'other');--> statement-breakpoint
CREATE TYPE "public"."contract_standard" AS ENUM('ERC-721', 'ERC-1155', 'NRC-721');--> statement-breakpoint
CREATE TYPE "public"."metadata_status" AS ENUM('pending', 'fetched', 'failed', 'invalid');--> statement-breakpoint
CREATE TYPE "public"."attribute_display_type" AS ENUM('text', 'level', 'stat');--> statement-breakpoint
CREATE TYPE "public"."order_kind" AS ENUM('fixed', 'declining', 'auction');--> statement-breakpoint
CREATE TYPE "public"."order_protocol" AS ENUM('seaport', 'nuls');--> statement-breakpoint
CREATE TYPE "public"."order_side" AS ENUM('listing', 'offer', 'bid');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('active', 'inactive', 'filled', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."order_status_reason" AS ENUM('no_balance', 'no_approval', 'maker_lost_item', 'counter_incremented', 'cancelled_on_chain', 'cancelled_by_maker');--> statement-breakpoint
CREATE TYPE "public"."activity_kind" AS ENUM('mint', 'transfer', 'burn', 'list', 'offer', 'bid', 'sale', 'cancel', 'stake', 'unstake', 'claim');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('copyright', 'explicit', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'actioned', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."stake_status" AS ENUM('staked', 'unstaked');--> statement-breakpoint
CREATE TYPE "public"."reward_claim_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."contest_submission_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."batch_migration_status" AS ENUM('pending', 'approved', 'rejected', 'done');--> statement-breakpoint
CREATE TYPE "public"."token_id_type" AS ENUM('consecutive', 'non_consecutive');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"address" varchar(64) NOT NULL,
	"family" "chain_family" NOT NULL,
	"role" "account_role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "accounts_address_lowercase" CHECK ("accounts"."address" !~ '^0x' or "accounts"."address" = lower("accounts"."address"))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(20),
	"picture_media_id" bigint,
	"cover_media_id" bigint,
	"description" text,
	"website" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_name_length" CHECK (char_length("profiles"."name") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "login_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"address" varchar(64) NOT NULL,
	"chain" varchar(16) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "login_nonces_expiry_after_creation" CHECK ("login_nonces"."expires_at" > "login_nonces"."created_at"),
	CONSTRAINT "login_nonces_address_lowercase" CHECK ("login_nonces"."address" !~ '^0x' or "login_nonces"."address" = lower("login_nonces"."address"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"account_id" bigint NOT NULL,
	"chain" varchar(16) NOT NULL,
	"wallet" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_hex" CHECK ("sessions"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sha256" varchar(64) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_url" text,
	"uploader_account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sha256_hex" CHECK ("media"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_size_positive" CHECK ("media"."size_bytes" > 0),
	CONSTRAINT "media_dimensions_positive" CHECK (("media"."width" is null or "media"."width" > 0) and ("media"."height" is null or "media"."height" > 0))
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"creator_address" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"logo_media_id" bigint,
	"featured_media_id" bigint,
	"banner_media_id" bigint,
	"category" "collection_category",
	"royalty_bps" integer DEFAULT 0 NOT NULL,
	"royalty_address" varchar(64),
	"payment_token" varchar(64),
	"website" text,
	"contract_address" varchar(64),
	"verified" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"item_count" integer DEFAULT 0 NOT NULL,
	"owner_count" integer DEFAULT 0 NOT NULL,
	"floor_price" numeric(78, 0),
	"volume" numeric(78, 0) DEFAULT '0' NOT NULL,
	"volume_7d" numeric(78, 0) DEFAULT '0' NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"stats_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_royalty_range" CHECK ("collections"."royalty_bps" between 0 and 1000),
	CONSTRAINT "collections_royalty_address" CHECK ("collections"."royalty_bps" = 0 or "collections"."royalty_address" is not null),
	CONSTRAINT "collections_name_length" CHECK (char_length("collections"."name") between 1 and 100),
	CONSTRAINT "collections_stats_non_negative" CHECK ("collections"."item_count" >= 0 and "collections"."owner_count" >= 0 and "collections"."sale_count" >= 0),
	CONSTRAINT "collections_creator_lowercase" CHECK ("collections"."creator_address" !~ '^0x' or "collections"."creator_address" = lower("collections"."creator_address")),
	CONSTRAINT "collections_contract_lowercase" CHECK ("collections"."contract_address" !~ '^0x' or "collections"."contract_address" = lower("collections"."contract_address"))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"address" varchar(64) NOT NULL,
	"standard" "contract_standard" NOT NULL,
	"is_platform" boolean DEFAULT false NOT NULL,
	"collection_id" bigint,
	"name" varchar(200),
	"symbol" varchar(64),
	"deployed_block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_chain_address_key" UNIQUE("chain","address"),
	CONSTRAINT "contracts_address_lowercase" CHECK ("contracts"."address" !~ '^0x' or "contracts"."address" = lower("contracts"."address"))
);
--> statement-breakpoint
CREATE TABLE "nfts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nfts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"standard" "contract_standard" NOT NULL,
	"collection_id" bigint,
	"creator_address" varchar(64),
	"name" varchar(200),
	"description" text,
	"token_uri" text,
	"metadata" jsonb,
	"image_media_id" bigint,
	"animation_media_id" bigint,
	"image_source_url" text,
	"animation_source_url" text,
	"external_url" text,
	"frozen" boolean DEFAULT false NOT NULL,
	"supply" numeric(78, 0) DEFAULT '1' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"burned" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"metadata_status" "metadata_status" DEFAULT 'pending' NOT NULL,
	"metadata_error" text,
	"metadata_refreshed_at" timestamp with time zone,
	"minted_block_number" bigint,
	"minted_block_hash" varchar(66),
	"minted_tx_hash" varchar(66),
	"minted_at" timestamp with time zone,
	"best_listing_order_hash" varchar(66),
	"best_listing_price" numeric(78, 0),
	"best_listing_currency" varchar(64),
	"best_listing_kind" "order_kind",
	"listed_at" timestamp with time zone,
	"best_offer_price" numeric(78, 0),
	"best_offer_currency" varchar(64),
	"last_sale_price" numeric(78, 0),
	"last_sale_currency" varchar(64),
	"last_sale_at" timestamp with time zone,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfts_supply_positive" CHECK ("nfts"."supply" > 0),
	CONSTRAINT "nfts_token_id_non_negative" CHECK ("nfts"."token_id" >= 0),
	CONSTRAINT "nfts_minted_block_pair" CHECK (("nfts"."minted_block_number" is null) = ("nfts"."minted_block_hash" is null)),
	CONSTRAINT "nfts_favorite_count_non_negative" CHECK ("nfts"."favorite_count" >= 0),
	CONSTRAINT "nfts_contract_lowercase" CHECK ("nfts"."contract_address" !~ '^0x' or "nfts"."contract_address" = lower("nfts"."contract_address")),
	CONSTRAINT "nfts_creator_lowercase" CHECK ("nfts"."creator_address" !~ '^0x' or "nfts"."creator_address" = lower("nfts"."creator_address"))
);
--> statement-breakpoint
CREATE TABLE "nft_unlockables" (
	"nft_id" bigint PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_attributes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nft_id" bigint NOT NULL,
	"collection_id" bigint,
	"trait_type" varchar(100) NOT NULL,
	"value" text NOT NULL,
	"display_type" "attribute_display_type" DEFAULT 'text' NOT NULL,
	"numeric_value" numeric,
	"max_value" numeric
);
--> statement-breakpoint
CREATE TABLE "ownerships" (
	"chain" varchar(16) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"owner" varchar(64) NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ownerships_pkey" PRIMARY KEY("chain","contract_address","token_id","owner"),
	CONSTRAINT "ownerships_balance_non_negative" CHECK ("ownerships"."balance" >= 0),
	CONSTRAINT "ownerships_contract_lowercase" CHECK ("ownerships"."contract_address" !~ '^0x' or "ownerships"."contract_address" = lower("ownerships"."contract_address")),
	CONSTRAINT "ownerships_owner_lowercase" CHECK ("ownerships"."owner" !~ '^0x' or "ownerships"."owner" = lower("ownerships"."owner"))
);
--> statement-breakpoint
CREATE TABLE "operator_approvals" (
	"chain" varchar(16) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"owner" varchar(64) NOT NULL,
	"operator" varchar(64) NOT NULL,
	"approved" boolean NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_approvals_pkey" PRIMARY KEY("chain","contract_address","owner","operator"),
	CONSTRAINT "operator_approvals_contract_lowercase" CHECK ("operator_approvals"."contract_address" !~ '^0x' or "operator_approvals"."contract_address" = lower("operator_approvals"."contract_address")),
	CONSTRAINT "operator_approvals_owner_lowercase" CHECK ("operator_approvals"."owner" !~ '^0x' or "operator_approvals"."owner" = lower("operator_approvals"."owner")),
	CONSTRAINT "operator_approvals_operator_lowercase" CHECK ("operator_approvals"."operator" !~ '^0x' or "operator_approvals"."operator" = lower("operator_approvals"."operator"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"chain" varchar(16) NOT NULL,
	"order_hash" varchar(66) NOT NULL,
	"protocol" "order_protocol" NOT NULL,
	"side" "order_side" NOT NULL,
	"kind" "order_kind" DEFAULT 'fixed' NOT NULL,
	"maker" varchar(64) NOT NULL,
	"taker" varchar(64),
	"contract_address" varchar(64) NOT NULL,
	"token_id" numeric(78, 0),
	"collection_id" bigint,
	"quantity" numeric(78, 0) DEFAULT '1' NOT NULL,
	"filled_quantity" numeric(78, 0) DEFAULT '0' NOT NULL,
	"currency" varchar(64) NOT NULL,
	"start_price" numeric(78, 0) NOT NULL,
	"end_price" numeric(78, 0) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"counter" numeric(78, 0),
	"conduit_key" varchar(66),
	"salt" text NOT NULL,
	"signature" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"parent_order_hash" varchar(66),
	"status" "order_status" DEFAULT 'active' NOT NULL,
	"status_reason" "order_status_reason",
	"status_block_number" bigint,
	"status_block_hash" varchar(66),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_pkey" PRIMARY KEY("chain","order_hash"),
	CONSTRAINT "orders_prices_positive" CHECK ("orders"."start_price" > 0 and "orders"."end_price" > 0),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0 and "orders"."filled_quantity" >= 0 and "orders"."filled_quantity" <= "orders"."quantity"),
	CONSTRAINT "orders_time_window" CHECK ("orders"."end_time" > "orders"."start_time"),
	CONSTRAINT "orders_listing_has_token" CHECK ((not ("orders"."side" = 'listing') or ("orders"."token_id" is not null))),
	CONSTRAINT "orders_only_listings_vary" CHECK ((not ("orders"."side" <> 'listing') or ("orders"."kind" = 'fixed'))),
	CONSTRAINT "orders_price_never_rises" CHECK ((not ("orders"."side" = 'listing') or ("orders"."end_price" <= "orders"."start_price"))),
	CONSTRAINT "orders_fixed_price_constant" CHECK ((not ("orders"."kind" = 'fixed') or ("orders"."end_price" = "orders"."start_price"))),
	CONSTRAINT "orders_seaport_fields" CHECK ((not ("orders"."protocol" = 'seaport') or ("orders"."counter" is not null and "orders"."conduit_key" is not null))),
	CONSTRAINT "orders_inactive_reason" CHECK ((not ("orders"."status" = 'inactive') or ("orders"."status_reason" is not null and "orders"."status_reason" in ('no_balance', 'no_approval')))),
	CONSTRAINT "orders_status_block_pair" CHECK (("orders"."status_block_number" is null) = ("orders"."status_block_hash" is null)),
	CONSTRAINT "orders_hash_lowercase" CHECK ("orders"."order_hash" !~ '^0x' or "orders"."order_hash" = lower("orders"."order_hash")),
	CONSTRAINT "orders_maker_lowercase" CHECK ("orders"."maker" !~ '^0x' or "orders"."maker" = lower("orders"."maker")),
	CONSTRAINT "orders_taker_lowercase" CHECK ("orders"."taker" !~ '^0x' or "orders"."taker" = lower("orders"."taker")),
	CONSTRAINT "orders_contract_lowercase" CHECK ("orders"."contract_address" !~ '^0x' or "orders"."contract_address" = lower("orders"."contract_address")),
	CONSTRAINT "orders_currency_lowercase" CHECK ("orders"."currency" !~ '^0x' or "orders"."currency" = lower("orders"."currency"))
);
--> statement-breakpoint
CREATE TABLE "fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"tx_hash" varchar(66) NOT NULL,
	"log_index" integer NOT NULL,
	"batch_index" integer DEFAULT 0 NOT NULL,
	"order_hash" varchar(66) NOT NULL,
	"seller" varchar(64) NOT NULL,
	"buyer" varchar(64) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"quantity" numeric(78, 0) DEFAULT '1' NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"currency" varchar(64) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fills_amounts" CHECK ("fills"."quantity" > 0 and "fills"."price" >= 0),
	CONSTRAINT "fills_seller_lowercase" CHECK ("fills"."seller" !~ '^0x' or "fills"."seller" = lower("fills"."seller")),
	CONSTRAINT "fills_buyer_lowercase" CHECK ("fills"."buyer" !~ '^0x' or "fills"."buyer" = lower("fills"."buyer")),
	CONSTRAINT "fills_contract_lowercase" CHECK ("fills"."contract_address" !~ '^0x' or "fills"."contract_address" = lower("fills"."contract_address"))
);
--> statement-breakpoint
CREATE TABLE "seaport_counters" (
	"chain" varchar(16) NOT NULL,
	"maker" varchar(64) NOT NULL,
	"counter" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seaport_counters_pkey" PRIMARY KEY("chain","maker"),
	CONSTRAINT "seaport_counters_maker_lowercase" CHECK ("seaport_counters"."maker" !~ '^0x' or "seaport_counters"."maker" = lower("seaport_counters"."maker"))
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"kind" "activity_kind" NOT NULL,
	"contract_address" varchar(64),
	"token_id" numeric(78, 0),
	"collection_id" bigint,
	"from_address" varchar(64),
	"to_address" varchar(64),
	"quantity" numeric(78, 0) DEFAULT '1' NOT NULL,
	"price" numeric(78, 0),
	"currency" varchar(64),
	"order_hash" varchar(66),
	"tx_hash" varchar(66),
	"log_index" integer,
	"batch_index" integer DEFAULT 0 NOT NULL,
	"block_number" bigint,
	"block_hash" varchar(66),
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_on_chain_complete" CHECK (("activity"."tx_hash" is null and "activity"."log_index" is null and "activity"."block_number" is null and "activity"."block_hash" is null)
        or ("activity"."tx_hash" is not null and "activity"."log_index" is not null and "activity"."block_number" is not null and "activity"."block_hash" is not null)),
	CONSTRAINT "activity_off_chain_has_order" CHECK ("activity"."tx_hash" is not null or "activity"."order_hash" is not null),
	CONSTRAINT "activity_quantity_positive" CHECK ("activity"."quantity" > 0),
	CONSTRAINT "activity_contract_lowercase" CHECK ("activity"."contract_address" !~ '^0x' or "activity"."contract_address" = lower("activity"."contract_address")),
	CONSTRAINT "activity_from_lowercase" CHECK ("activity"."from_address" !~ '^0x' or "activity"."from_address" = lower("activity"."from_address")),
	CONSTRAINT "activity_to_lowercase" CHECK ("activity"."to_address" !~ '^0x' or "activity"."to_address" = lower("activity"."to_address"))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"account_id" bigint NOT NULL,
	"nft_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_pkey" PRIMARY KEY("account_id","nft_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nft_id" bigint NOT NULL,
	"reporter_account_id" bigint NOT NULL,
	"reason" "report_reason" NOT NULL,
	"original_link" text,
	"extra_info" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolved_by_account_id" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_artists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_artists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(200) NOT NULL,
	"introduction" text,
	"header_icon_media_id" bigint,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "home_derivative_likes" (
	"derivative_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_derivative_likes_pkey" PRIMARY KEY("derivative_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "home_derivatives" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_derivatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(200) NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"header_icon_media_id" bigint,
	"icon_media_id" bigint,
	"link_url" text,
	CONSTRAINT "home_derivatives_likes_non_negative" CHECK ("home_derivatives"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"link_url" text,
	"picture_media_id" bigint
);
--> statement-breakpoint
CREATE TABLE "home_favorites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(200) NOT NULL,
	"reward_description" text,
	"favorite_description" text,
	"icon_media_id" bigint,
	"header_icon_media_id" bigint,
	"link_url" text
);
--> statement-breakpoint
CREATE TABLE "home_top_collections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_top_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"collection_id" bigint,
	"title" varchar(200) NOT NULL,
	"tag" varchar(100),
	"background_media_id" bigint,
	"icon_media_id" bigint,
	"external_url" text
);
--> statement-breakpoint
CREATE TABLE "indexer_blocks" (
	"chain" varchar(16) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"parent_hash" varchar(66) NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "indexer_blocks_pkey" PRIMARY KEY("chain","block_number")
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain" varchar(16) NOT NULL,
	"stream" varchar(32) DEFAULT 'main' NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexer_cursors_pkey" PRIMARY KEY("chain","stream")
);
--> statement-breakpoint
CREATE TABLE "stakes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stakes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"chain" varchar(16) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"staker" varchar(64) NOT NULL,
	"quantity" numeric(78, 0) DEFAULT '1' NOT NULL,
	"status" "stake_status" DEFAULT 'staked' NOT NULL,
	"staked_at" timestamp with time zone NOT NULL,
	"lock_until" timestamp with time zone NOT NULL,
	"unstaked_at" timestamp with time zone,
	"tx_hash" varchar(66) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" varchar(66) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakes_quantity_positive" CHECK ("stakes"."quantity" > 0),
	CONSTRAINT "stakes_unstaked_time" CHECK (("stakes"."status" = 'unstaked') = ("stakes"."unstaked_at" is not null)),
	CONSTRAINT "stakes_contract_lowercase" CHECK ("stakes"."contract_address" !~ '^0x' or "stakes"."contract_address" = lower("stakes"."contract_address")),
	CONSTRAINT "stakes_staker_lowercase" CHECK ("stakes"."staker" !~ '^0x' or "stakes"."staker" = lower("stakes"."staker"))
);
--> statement-breakpoint
CREATE TABLE "staking_activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staking_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"banner_media_id" bigint,
	"stake_contract_address" varchar(64) NOT NULL,
	"pool_id" numeric(78, 0),
	"nft_contract_address" varchar(64),
	"collection_id" bigint,
	"reward_currency" varchar(64) NOT NULL,
	"reward_total" numeric(78, 0) NOT NULL,
	"lock_period_seconds" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_activities_period" CHECK ("staking_activities"."ends_at" > "staking_activities"."starts_at"),
	CONSTRAINT "staking_activities_lock_non_negative" CHECK ("staking_activities"."lock_period_seconds" >= 0),
	CONSTRAINT "staking_activities_reward_non_negative" CHECK ("staking_activities"."reward_total" >= 0),
	CONSTRAINT "staking_activities_contract_lowercase" CHECK ("staking_activities"."stake_contract_address" !~ '^0x' or "staking_activities"."stake_contract_address" = lower("staking_activities"."stake_contract_address"))
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" bigint NOT NULL,
	"chain" varchar(16) NOT NULL,
	"staker" varchar(64) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"currency" varchar(64) NOT NULL,
	"status" "reward_claim_status" DEFAULT 'pending' NOT NULL,
	"tx_hash" varchar(66),
	"log_index" integer,
	"block_number" bigint,
	"block_hash" varchar(66),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "reward_claims_amount_positive" CHECK ("reward_claims"."amount" > 0),
	CONSTRAINT "reward_claims_paid_has_tx" CHECK (("reward_claims"."status" = 'paid') = ("reward_claims"."tx_hash" is not null and "reward_claims"."log_index" is not null and "reward_claims"."block_number" is not null and "reward_claims"."block_hash" is not null)),
	CONSTRAINT "reward_claims_staker_lowercase" CHECK ("reward_claims"."staker" !~ '^0x' or "reward_claims"."staker" = lower("reward_claims"."staker"))
);
--> statement-breakpoint
CREATE TABLE "stake_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stake_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stake_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"staker" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stake_rewards_amount_non_negative" CHECK ("stake_rewards"."amount" >= 0),
	CONSTRAINT "stake_rewards_staker_lowercase" CHECK ("stake_rewards"."staker" !~ '^0x' or "stake_rewards"."staker" = lower("stake_rewards"."staker"))
);
--> statement-breakpoint
CREATE TABLE "contest_submission_contacts" (
	"submission_id" bigint PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"zip_code" varchar(20),
	"phone" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "contest_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contest_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"chain" varchar(16) NOT NULL,
	"wallet_address" varchar(64) NOT NULL,
	"nft_url" text NOT NULL,
	"nft_id" bigint,
	"image_media_id" bigint,
	"status" "contest_submission_status" DEFAULT 'pending' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_submissions_votes_non_negative" CHECK ("contest_submissions"."vote_count" >= 0),
	CONSTRAINT "contest_submissions_wallet_lowercase" CHECK ("contest_submissions"."wallet_address" !~ '^0x' or "contest_submissions"."wallet_address" = lower("contest_submissions"."wallet_address"))
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"submission_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"contest_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_votes_pkey" PRIMARY KEY("submission_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"description" text,
	"banner_media_id" bigint,
	"submissions_start_at" timestamp with time zone NOT NULL,
	"submissions_end_at" timestamp with time zone NOT NULL,
	"voting_starts_at" timestamp with time zone NOT NULL,
	"voting_ends_at" timestamp with time zone NOT NULL,
	"winner_count" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_periods" CHECK ("contests"."submissions_end_at" > "contests"."submissions_start_at" and "contests"."voting_ends_at" > "contests"."voting_starts_at"),
	CONSTRAINT "contests_winner_count_positive" CHECK ("contests"."winner_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "batch_migrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_migrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collection_id" bigint NOT NULL,
	"requester_account_id" bigint NOT NULL,
	"chain" varchar(16) NOT NULL,
	"source_contract_address" varchar(64) NOT NULL,
	"token_id_type" "token_id_type" NOT NULL,
	"range_start" numeric(78, 0),
	"range_end" numeric(78, 0),
	"token_ids" jsonb,
	"status" "batch_migration_status" DEFAULT 'pending' NOT NULL,
	"migrated_count" integer DEFAULT 0 NOT NULL,
	"review_note" text,
	"reviewed_by_account_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_migrations_consecutive_range" CHECK ((not ("batch_migrations"."token_id_type" = 'consecutive') or ("batch_migrations"."range_start" is not null and "batch_migrations"."range_end" is not null and "batch_migrations"."range_start" >= 0 and "batch_migrations"."range_start" <= "batch_migrations"."range_end"))),
	CONSTRAINT "batch_migrations_token_list" CHECK ((not ("batch_migrations"."token_id_type" = 'non_consecutive') or ("batch_migrations"."token_ids" is not null and jsonb_typeof("batch_migrations"."token_ids") = 'array' and jsonb_array_length("batch_migrations"."token_ids") > 0))),
	CONSTRAINT "batch_migrations_source_lowercase" CHECK ("batch_migrations"."source_contract_address" !~ '^0x' or "batch_migrations"."source_contract_address" = lower("batch_migrations"."source_contract_address"))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploader_account_id_accounts_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_featured_media_id_media_id_fk" FOREIGN KEY ("featured_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_banner_media_id_media_id_fk" FOREIGN KEY ("banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_animation_media_id_media_id_fk" FOREIGN KEY ("animation_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_contract_fk" FOREIGN KEY ("chain","contract_address") REFERENCES "public"."contracts"("chain","address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_unlockables" ADD CONSTRAINT "nft_unlockables_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_attributes" ADD CONSTRAINT "nft_attributes_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_attributes" ADD CONSTRAINT "nft_attributes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_account_id_accounts_id_fk" FOREIGN KEY ("resolved_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_artists" ADD CONSTRAINT "home_artists_header_icon_media_id_media_id_fk" FOREIGN KEY ("header_icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_derivative_likes" ADD CONSTRAINT "home_derivative_likes_derivative_id_home_derivatives_id_fk" FOREIGN KEY ("derivative_id") REFERENCES "public"."home_derivatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_derivative_likes" ADD CONSTRAINT "home_derivative_likes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_derivatives" ADD CONSTRAINT "home_derivatives_header_icon_media_id_media_id_fk" FOREIGN KEY ("header_icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_derivatives" ADD CONSTRAINT "home_derivatives_icon_media_id_media_id_fk" FOREIGN KEY ("icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_events" ADD CONSTRAINT "home_events_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_favorites" ADD CONSTRAINT "home_favorites_icon_media_id_media_id_fk" FOREIGN KEY ("icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_favorites" ADD CONSTRAINT "home_favorites_header_icon_media_id_media_id_fk" FOREIGN KEY ("header_icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_top_collections" ADD CONSTRAINT "home_top_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_top_collections" ADD CONSTRAINT "home_top_collections_background_media_id_media_id_fk" FOREIGN KEY ("background_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_top_collections" ADD CONSTRAINT "home_top_collections_icon_media_id_media_id_fk" FOREIGN KEY ("icon_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakes" ADD CONSTRAINT "stakes_activity_id_staking_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."staking_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_activities" ADD CONSTRAINT "staking_activities_banner_media_id_media_id_fk" FOREIGN KEY ("banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_activities" ADD CONSTRAINT "staking_activities_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_activity_id_staking_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."staking_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_rewards" ADD CONSTRAINT "stake_rewards_stake_id_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."stakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stake_rewards" ADD CONSTRAINT "stake_rewards_activity_id_staking_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."staking_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submission_contacts" ADD CONSTRAINT "contest_submission_contacts_submission_id_contest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_submission_id_contest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_banner_media_id_media_id_fk" FOREIGN KEY ("banner_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD CONSTRAINT "batch_migrations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD CONSTRAINT "batch_migrations_requester_account_id_accounts_id_fk" FOREIGN KEY ("requester_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD CONSTRAINT "batch_migrations_reviewed_by_account_id_accounts_id_fk" FOREIGN KEY ("reviewed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_address_key" ON "accounts" USING btree ("address");--> statement-breakpoint
CREATE INDEX "login_nonces_expires_at_idx" ON "login_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_sha256_key" ON "media" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_key" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_chain_contract_key" ON "collections" USING btree ("chain","contract_address") WHERE "collections"."contract_address" is not null;--> statement-breakpoint
CREATE INDEX "collections_created_idx" ON "collections" USING btree ("created_at","id") WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "collections_chain_created_idx" ON "collections" USING btree ("chain","created_at","id") WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "collections_category_created_idx" ON "collections" USING btree ("category","created_at","id") WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "collections_floor_idx" ON "collections" USING btree ("floor_price","id") WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "collections_volume_idx" ON "collections" USING btree ("volume","id") WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "collections_volume_7d_idx" ON "collections" USING btree ("volume_7d","id") WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "collections_creator_idx" ON "collections" USING btree ("creator_address","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_collection_idx" ON "contracts" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nfts_token_key" ON "nfts" USING btree ("chain","contract_address","token_id");--> statement-breakpoint
CREATE INDEX "nfts_created_idx" ON "nfts" USING btree ("created_at","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_chain_created_idx" ON "nfts" USING btree ("chain","created_at","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_collection_created_idx" ON "nfts" USING btree ("collection_id","created_at","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_creator_created_idx" ON "nfts" USING btree ("creator_address","created_at","id");--> statement-breakpoint
CREATE INDEX "nfts_price_idx" ON "nfts" USING btree ("best_listing_price","id") WHERE best_listing_price is not null and not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_chain_price_idx" ON "nfts" USING btree ("chain","best_listing_currency","best_listing_price","id") WHERE best_listing_price is not null and not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_collection_price_idx" ON "nfts" USING btree ("collection_id","best_listing_price","id") WHERE best_listing_price is not null and not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_metadata_queue_idx" ON "nfts" USING btree ("metadata_status","metadata_refreshed_at") WHERE metadata_status in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "nfts_minted_block_idx" ON "nfts" USING btree ("chain","minted_block_number") WHERE minted_block_number is not null;--> statement-breakpoint
CREATE INDEX "nft_attributes_nft_idx" ON "nft_attributes" USING btree ("nft_id");--> statement-breakpoint
CREATE INDEX "nft_attributes_filter_idx" ON "nft_attributes" USING btree ("collection_id","trait_type","value","nft_id");--> statement-breakpoint
CREATE INDEX "nft_attributes_range_idx" ON "nft_attributes" USING btree ("collection_id","trait_type","numeric_value");--> statement-breakpoint
CREATE INDEX "ownerships_owner_idx" ON "ownerships" USING btree ("owner","chain","contract_address","token_id") WHERE balance > 0;--> statement-breakpoint
CREATE INDEX "ownerships_block_idx" ON "ownerships" USING btree ("chain","block_number");--> statement-breakpoint
CREATE INDEX "operator_approvals_block_idx" ON "operator_approvals" USING btree ("chain","block_number");--> statement-breakpoint
CREATE INDEX "orders_item_idx" ON "orders" USING btree ("chain","contract_address","token_id","side","status","start_price");--> statement-breakpoint
CREATE INDEX "orders_maker_idx" ON "orders" USING btree ("maker","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_taker_idx" ON "orders" USING btree ("taker") WHERE "orders"."taker" is not null;--> statement-breakpoint
CREATE INDEX "orders_collection_price_idx" ON "orders" USING btree ("collection_id","side","status","start_price","order_hash");--> statement-breakpoint
CREATE INDEX "orders_open_end_time_idx" ON "orders" USING btree ("end_time") WHERE status in ('active', 'inactive');--> statement-breakpoint
CREATE INDEX "orders_open_counter_idx" ON "orders" USING btree ("chain","maker","counter") WHERE status in ('active', 'inactive');--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_order_hash") WHERE "orders"."parent_order_hash" is not null;--> statement-breakpoint
CREATE INDEX "orders_status_block_idx" ON "orders" USING btree ("chain","status_block_number") WHERE "orders"."status_block_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fills_log_key" ON "fills" USING btree ("chain","tx_hash","log_index","batch_index");--> statement-breakpoint
CREATE INDEX "fills_item_idx" ON "fills" USING btree ("chain","contract_address","token_id","occurred_at");--> statement-breakpoint
CREATE INDEX "fills_order_idx" ON "fills" USING btree ("chain","order_hash");--> statement-breakpoint
CREATE INDEX "fills_block_idx" ON "fills" USING btree ("chain","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_log_key" ON "activity" USING btree ("chain","tx_hash","log_index","batch_index","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_order_key" ON "activity" USING btree ("chain","order_hash","kind") WHERE tx_hash is null;--> statement-breakpoint
CREATE INDEX "activity_item_idx" ON "activity" USING btree ("chain","contract_address","token_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_collection_idx" ON "activity" USING btree ("collection_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_from_idx" ON "activity" USING btree ("from_address","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_to_idx" ON "activity" USING btree ("to_address","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_kind_idx" ON "activity" USING btree ("kind","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_block_idx" ON "activity" USING btree ("chain","block_number") WHERE block_number is not null;--> statement-breakpoint
CREATE INDEX "favorites_account_created_idx" ON "favorites" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_nft_idx" ON "favorites" USING btree ("nft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_key" ON "reports" USING btree ("nft_id","reporter_account_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "home_artists_order_idx" ON "home_artists" USING btree ("visible","position");--> statement-breakpoint
CREATE INDEX "home_derivatives_order_idx" ON "home_derivatives" USING btree ("visible","position");--> statement-breakpoint
CREATE INDEX "home_events_order_idx" ON "home_events" USING btree ("visible","position");--> statement-breakpoint
CREATE INDEX "home_favorites_order_idx" ON "home_favorites" USING btree ("visible","position");--> statement-breakpoint
CREATE INDEX "home_top_collections_order_idx" ON "home_top_collections" USING btree ("visible","position");--> statement-breakpoint
CREATE UNIQUE INDEX "indexer_blocks_hash_key" ON "indexer_blocks" USING btree ("chain","block_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stakes_active_key" ON "stakes" USING btree ("chain","contract_address","token_id","staker") WHERE status = 'staked';--> statement-breakpoint
CREATE INDEX "stakes_staker_idx" ON "stakes" USING btree ("staker","status","staked_at");--> statement-breakpoint
CREATE INDEX "stakes_activity_idx" ON "stakes" USING btree ("activity_id","status");--> statement-breakpoint
CREATE INDEX "stakes_block_idx" ON "stakes" USING btree ("chain","block_number");--> statement-breakpoint
CREATE INDEX "staking_activities_ends_idx" ON "staking_activities" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "staking_activities_chain_idx" ON "staking_activities" USING btree ("chain","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_log_key" ON "reward_claims" USING btree ("chain","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "reward_claims_staker_idx" ON "reward_claims" USING btree ("staker","activity_id","status");--> statement-breakpoint
CREATE INDEX "reward_claims_block_idx" ON "reward_claims" USING btree ("chain","block_number") WHERE block_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stake_rewards_day_key" ON "stake_rewards" USING btree ("stake_id","day");--> statement-breakpoint
CREATE INDEX "stake_rewards_staker_idx" ON "stake_rewards" USING btree ("staker","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_submissions_nft_key" ON "contest_submissions" USING btree ("contest_id","nft_url");--> statement-breakpoint
CREATE INDEX "contest_submissions_ranking_idx" ON "contest_submissions" USING btree ("contest_id","vote_count","id");--> statement-breakpoint
CREATE INDEX "contest_submissions_account_idx" ON "contest_submissions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contest_votes_contest_account_idx" ON "contest_votes" USING btree ("contest_id","account_id");--> statement-breakpoint
CREATE INDEX "contests_voting_ends_idx" ON "contests" USING btree ("voting_ends_at","id");--> statement-breakpoint
CREATE INDEX "batch_migrations_status_idx" ON "batch_migrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "batch_migrations_collection_idx" ON "batch_migrations" USING btree ("collection_id");