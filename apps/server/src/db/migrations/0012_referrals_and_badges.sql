CREATE TABLE "earned_badges" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "earned_badges_agent_id_badge_id_pk" PRIMARY KEY("agent_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"referred_email" text NOT NULL,
	"referred_agent_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"credits_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "referral_code" text;--> statement-breakpoint
-- Every existing agent gets its own code: 8 characters without look-alikes (no 0, O, 1, I, L).
UPDATE "agents" SET "referral_code" = (
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8) WHERE "agents"."id" IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "referral_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "earned_badges" ADD CONSTRAINT "earned_badges_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_agent_id_agents_id_fk" FOREIGN KEY ("referred_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_agent_email_key" ON "referrals" USING btree ("agent_id",lower("referred_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_agent_key" ON "referrals" USING btree ("referred_agent_id");--> statement-breakpoint
CREATE INDEX "referrals_email_idx" ON "referrals" USING btree (lower("referred_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "agents_referral_code_key" ON "agents" USING btree ("referral_code");