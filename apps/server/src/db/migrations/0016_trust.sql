CREATE TABLE "email_confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_receipts" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "support_receipts_email_day_pk" PRIMARY KEY("email","day")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "return_street" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "return_city" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "return_state" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "return_zip" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_agent_id_idx" ON "email_confirmation_tokens" USING btree ("agent_id");