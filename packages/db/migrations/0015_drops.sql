CREATE TYPE "public"."drop_artwork_kind" AS ENUM('uploads', 'base_uri');--> statement-breakpoint
CREATE TABLE "drops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"creator_address" varchar(64) NOT NULL,
	"collection_id" bigint NOT NULL,
	"factory_address" varchar(64) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"salt" varchar(66) NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"artwork_kind" "drop_artwork_kind" NOT NULL,
	"base_uri" text NOT NULL,
	"artwork" jsonb,
	"supply" integer NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"payment_token" varchar(64),
	"per_wallet_limit" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"public_starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"allowlist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merkle_root" varchar(66),
	"royalty_bps" integer DEFAULT 0 NOT NULL,
	"royalty_address" varchar(64) NOT NULL,
	"fee_bps" integer NOT NULL,
	"deployed_block_number" bigint,
	"deploy_tx_hash" varchar(66),
	"deployed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drops_chain_contract_key" UNIQUE("chain","contract_address"),
	CONSTRAINT "drops_supply_range" CHECK ("drops"."supply" between 1 and 10000),
	CONSTRAINT "drops_wallet_limit_range" CHECK ("drops"."per_wallet_limit" between 1 and 100),
	CONSTRAINT "drops_times_ordered" CHECK ("drops"."starts_at" <= "drops"."public_starts_at" and "drops"."public_starts_at" < "drops"."ends_at"),
	CONSTRAINT "drops_allowlist_root" CHECK ((not ("drops"."merkle_root" is null) or ("drops"."public_starts_at" = "drops"."starts_at"))),
	CONSTRAINT "drops_royalty_range" CHECK ("drops"."royalty_bps" between 0 and 1000),
	CONSTRAINT "drops_fee_range" CHECK ("drops"."fee_bps" between 0 and 1000),
	CONSTRAINT "drops_artwork_items" CHECK ((not ("drops"."artwork_kind" = 'uploads') or ("drops"."artwork" is not null))),
	CONSTRAINT "drops_creator_lowercase" CHECK ("drops"."creator_address" !~ '^0x' or "drops"."creator_address" = lower("drops"."creator_address")),
	CONSTRAINT "drops_contract_lowercase" CHECK ("drops"."contract_address" !~ '^0x' or "drops"."contract_address" = lower("drops"."contract_address")),
	CONSTRAINT "drops_factory_lowercase" CHECK ("drops"."factory_address" !~ '^0x' or "drops"."factory_address" = lower("drops"."factory_address"))
);
--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drops_creator_idx" ON "drops" USING btree ("creator_address","created_at","id");--> statement-breakpoint
CREATE INDEX "drops_collection_idx" ON "drops" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "drops_live_idx" ON "drops" USING btree ("ends_at","starts_at") WHERE "drops"."deployed_at" is not null;