CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"subscription_plan" text DEFAULT 'pro' NOT NULL,
	"return_address" text,
	"brokerage_name" text,
	"agent_photo_url" text,
	"brokerage_photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agents_email_lower_key" ON "agents" USING btree (lower("email"));