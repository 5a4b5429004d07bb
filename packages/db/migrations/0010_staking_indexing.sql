CREATE TABLE "staking_activity_contracts" (
	"activity_id" bigint NOT NULL,
	"contract_address" varchar(64) NOT NULL,
	CONSTRAINT "staking_activity_contracts_activity_id_contract_address_pk" PRIMARY KEY("activity_id","contract_address"),
	CONSTRAINT "staking_activity_contracts_lowercase" CHECK ("staking_activity_contracts"."contract_address" !~ '^0x' or "staking_activity_contracts"."contract_address" = lower("staking_activity_contracts"."contract_address"))
);
--> statement-breakpoint
DROP INDEX "stakes_active_key";--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "stake_key" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "forfeited" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "log_index" integer;--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "unstaked_tx_hash" varchar(66);--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "unstaked_block_number" bigint;--> statement-breakpoint
ALTER TABLE "stakes" ADD COLUMN "unstaked_block_hash" varchar(66);--> statement-breakpoint
ALTER TABLE "staking_activities" ADD COLUMN "stake_cap" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "staking_activities" ADD COLUMN "operator" varchar(64);--> statement-breakpoint
ALTER TABLE "staking_activities" ADD COLUMN "reward_withdrawn" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "staking_activities" ADD COLUMN "tx_hash" varchar(66);--> statement-breakpoint
ALTER TABLE "staking_activities" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "staking_activities" ADD COLUMN "block_hash" varchar(66);--> statement-breakpoint
ALTER TABLE "reward_claims" ADD COLUMN "stake_id" bigint;--> statement-breakpoint
ALTER TABLE "staking_activity_contracts" ADD CONSTRAINT "staking_activity_contracts_activity_id_staking_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."staking_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staking_activity_contracts_contract_idx" ON "staking_activity_contracts" USING btree ("contract_address");--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_stake_id_stakes_id_fk" FOREIGN KEY ("stake_id") REFERENCES "public"."stakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stakes_token_idx" ON "stakes" USING btree ("chain","contract_address","token_id") WHERE status = 'staked';--> statement-breakpoint
CREATE UNIQUE INDEX "stakes_log_key" ON "stakes" USING btree ("chain","tx_hash","log_index") WHERE log_index is not null;--> statement-breakpoint
CREATE INDEX "stakes_unstaked_block_idx" ON "stakes" USING btree ("chain","unstaked_block_number") WHERE unstaked_block_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "staking_activities_pool_key" ON "staking_activities" USING btree ("chain","stake_contract_address","pool_id") WHERE pool_id is not null;--> statement-breakpoint
CREATE INDEX "staking_activities_block_idx" ON "staking_activities" USING btree ("chain","block_number") WHERE block_number is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stakes_active_key" ON "stakes" USING btree ("activity_id","contract_address","token_id","staker") WHERE status = 'staked';