CREATE TYPE "public"."contest_prize_award" AS ENUM('judges', 'votes');--> statement-breakpoint
CREATE TABLE "contest_awards" (
	"prize_id" bigint NOT NULL,
	"submission_id" bigint NOT NULL,
	"contest_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_awards_pkey" PRIMARY KEY("prize_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "contest_prizes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contest_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"amount" varchar(40) NOT NULL,
	"token" varchar(20) NOT NULL,
	"awarded_by" "contest_prize_award" NOT NULL,
	"winners" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contest_prizes_winners_positive" CHECK ("contest_prizes"."winners" > 0)
);
--> statement-breakpoint
DROP INDEX "contest_submissions_nft_key";--> statement-breakpoint
ALTER TABLE "contest_submission_contacts" ADD COLUMN "sealed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD COLUMN "review_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "voter_address" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "family" "chain_family" NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "chain" varchar(16) NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "nonce" varchar(66) NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "signature" text NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "pubkey" varchar(132);--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD COLUMN "void_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "title_ja" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "description_ja" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rules" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rules_ja" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "results_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "votes_per_account" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "entries_per_creator" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "allowed_chains" varchar(16)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "allowed_collection_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "contacts_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_awards" ADD CONSTRAINT "contest_awards_prize_id_contest_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."contest_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_awards" ADD CONSTRAINT "contest_awards_submission_id_contest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_awards" ADD CONSTRAINT "contest_awards_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_prizes" ADD CONSTRAINT "contest_prizes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_awards_submission_key" ON "contest_awards" USING btree ("contest_id","submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_prizes_position_key" ON "contest_prizes" USING btree ("contest_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_submissions_live_nft_key" ON "contest_submissions" USING btree ("contest_id","nft_url") WHERE "contest_submissions"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "contest_votes_tally_idx" ON "contest_votes" USING btree ("contest_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_votes_nonce_key" ON "contest_votes" USING btree ("voter_address","nonce");--> statement-breakpoint
CREATE INDEX "contests_results_at_idx" ON "contests" USING btree ("results_at","id");--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_reject_reason" CHECK ("contest_submissions"."status" <> 'rejected' or "contest_submissions"."review_reason" is not null);--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_void_reason" CHECK ("contest_votes"."voided_at" is null or "contest_votes"."void_reason" is not null);--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_voter_lowercase" CHECK ("contest_votes"."voter_address" !~ '^0x' or "contest_votes"."voter_address" = lower("contest_votes"."voter_address"));--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_phase_order" CHECK ("contests"."voting_starts_at" >= "contests"."submissions_end_at" and "contests"."results_at" >= "contests"."voting_ends_at");--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_limits_positive" CHECK ("contests"."votes_per_account" > 0 and "contests"."entries_per_creator" > 0);