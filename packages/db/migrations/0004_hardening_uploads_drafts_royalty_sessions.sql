CREATE TYPE "public"."upload_kind" AS ENUM('logo', 'featured', 'banner', 'profile_picture', 'profile_cover', 'nft_media', 'nft_preview');--> statement-breakpoint
CREATE TABLE "account_uploads" (
	"account_id" bigint NOT NULL,
	"media_id" bigint NOT NULL,
	"kind" "upload_kind" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_uploads_pkey" PRIMARY KEY("account_id","media_id"),
	CONSTRAINT "account_uploads_size_positive" CHECK ("account_uploads"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_uploader_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "chain_bound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "royalty_bps" integer;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "royalty_receiver" varchar(64);--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "royalty_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nft_drafts" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_uploads" ADD CONSTRAINT "account_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_uploads" ADD CONSTRAINT "account_uploads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_uploads_account_created_idx" ON "account_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_uploads_media_idx" ON "account_uploads" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_drafts_public_id_key" ON "nft_drafts" USING btree ("public_id");--> statement-breakpoint
-- Carry existing uploads over to the per-account links before the owner column goes (kind unknown: logo).
INSERT INTO "account_uploads" ("account_id", "media_id", "kind", "size_bytes", "created_at")
  SELECT "uploader_account_id", "id", 'logo', "size_bytes", "created_at" FROM "media" WHERE "uploader_account_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "uploader_account_id";--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_royalty_bps_range" CHECK ("nfts"."royalty_bps" is null or "nfts"."royalty_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_royalty_receiver_lowercase" CHECK ("nfts"."royalty_receiver" !~ '^0x' or "nfts"."royalty_receiver" = lower("nfts"."royalty_receiver"));