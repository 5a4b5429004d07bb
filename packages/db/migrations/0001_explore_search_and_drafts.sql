CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "nft_drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nft_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"creator_address" varchar(64) NOT NULL,
	"account_id" bigint NOT NULL,
	"collection_id" bigint,
	"token_uri" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"supply" numeric(78, 0) DEFAULT '1' NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"unlockable_content" text,
	"nft_id" bigint,
	"minted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_drafts_creator_lowercase" CHECK ("nft_drafts"."creator_address" !~ '^0x' or "nft_drafts"."creator_address" = lower("nft_drafts"."creator_address"))
);
--> statement-breakpoint
ALTER TABLE "nft_drafts" ADD CONSTRAINT "nft_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_drafts" ADD CONSTRAINT "nft_drafts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_drafts" ADD CONSTRAINT "nft_drafts_nft_id_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."nfts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_drafts_pending_idx" ON "nft_drafts" USING btree ("chain","creator_address","token_uri","id") WHERE nft_id is null;--> statement-breakpoint
CREATE INDEX "nft_drafts_account_idx" ON "nft_drafts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "collections_name_trgm_idx" ON "collections" USING gin ("name" gin_trgm_ops) WHERE not hidden and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_favorites_idx" ON "nfts" USING btree ("favorite_count","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_name_trgm_idx" ON "nfts" USING gin ("name" gin_trgm_ops) WHERE not hidden and not burned and deleted_at is null;