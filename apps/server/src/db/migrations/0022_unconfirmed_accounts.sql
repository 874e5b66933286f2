-- An unconfirmed account never locks the address's owner out (account_claims, and
-- agents.last_signed_in_at for the 7-day removal), and referral credits are capped per week
-- (referrals.credited_at) (docs/accounts.md "Unconfirmed accounts", docs/rewards.md).
CREATE TABLE "account_claims" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"signup" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_claims_email_idx" ON "account_claims" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "referrals_agent_credited_idx" ON "referrals" USING btree ("agent_id","credited_at");--> statement-breakpoint
UPDATE "agents" SET "last_signed_in_at" = coalesce(
  (SELECT max("created_at") FROM "sessions" WHERE "sessions"."agent_id" = "agents"."id"),
  "agents"."created_at");--> statement-breakpoint
UPDATE "referrals" SET "credited_at" = "completed_at" WHERE "status" = 'credited';