ALTER TABLE "contest_submission_contacts" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "contest_submission_contacts" DROP COLUMN "zip_code";--> statement-breakpoint
ALTER TABLE "contest_submission_contacts" DROP COLUMN "phone";