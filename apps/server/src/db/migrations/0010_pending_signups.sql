CREATE TABLE "pending_signups" (
	"setup_intent_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"registration" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "pending_signups_expires_idx" ON "pending_signups" USING btree ("expires_at");