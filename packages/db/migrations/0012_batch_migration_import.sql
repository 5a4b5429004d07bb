CREATE TYPE "public"."migration_control_kind" AS ENUM('owner', 'deployer');--> statement-breakpoint
CREATE TYPE "public"."migration_token_status" AS ENUM('pending', 'imported', 'failed');--> statement-breakpoint
ALTER TYPE "public"."batch_migration_status" ADD VALUE 'importing';--> statement-breakpoint
ALTER TYPE "public"."batch_migration_status" ADD VALUE 'failed';--> statement-breakpoint
CREATE TABLE "batch_migration_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_migration_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"migration_id" bigint NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"status" "migration_token_status" DEFAULT 'pending' NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_migration_tokens_key" UNIQUE("migration_id","token_id")
);
--> statement-breakpoint
CREATE TABLE "contract_backfills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_backfills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	"from_block" bigint NOT NULL,
	"cursor_block" bigint,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_backfills_chain_address_key" UNIQUE("chain","contract_address"),
	CONSTRAINT "contract_backfills_address_lowercase" CHECK ("contract_backfills"."contract_address" !~ '^0x' or "contract_backfills"."contract_address" = lower("contract_backfills"."contract_address")),
	CONSTRAINT "contract_backfills_cursor" CHECK ("contract_backfills"."cursor_block" is null or "contract_backfills"."cursor_block" >= "contract_backfills"."from_block" - 1)
);
--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "token_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "control_kind" "migration_control_kind" DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "deployer_address" varchar(64);--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "deployer_signature" text;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "deployer_verified" boolean;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "standard" "contract_standard";--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "contract_name" varchar(200);--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "contract_symbol" varchar(64);--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "contract_owner" varchar(64);--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "total_supply" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "deployment_block" bigint;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "import_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "import_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_migrations" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "batch_migration_tokens" ADD CONSTRAINT "batch_migration_tokens_migration_id_batch_migrations_id_fk" FOREIGN KEY ("migration_id") REFERENCES "public"."batch_migrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_migration_tokens_status_idx" ON "batch_migration_tokens" USING btree ("migration_id","status");--> statement-breakpoint
CREATE INDEX "batch_migrations_requester_idx" ON "batch_migrations" USING btree ("requester_account_id","created_at");