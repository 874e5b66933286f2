CREATE TABLE "credit_balances" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_never_negative" CHECK ("credit_balances"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "credit_transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "credit_transactions_amount_positive" CHECK ("credit_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotent_answers" (
	"agent_id" uuid NOT NULL,
	"key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_answers_agent_id_key_pk" PRIMARY KEY("agent_id","key")
);
--> statement-breakpoint
CREATE TABLE "lead_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"searches" jsonb NOT NULL,
	"leads" integer NOT NULL,
	"credits" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"credits_spent" integer DEFAULT 0 NOT NULL,
	"search_index" integer DEFAULT 0 NOT NULL,
	"source_cursor" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_answers" ADD CONSTRAINT "idempotent_answers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_transactions_agent_seq_idx" ON "credit_transactions" USING btree ("agent_id","seq");--> statement-breakpoint
CREATE INDEX "lead_purchases_agent_created_idx" ON "lead_purchases" USING btree ("agent_id","created_at");--> statement-breakpoint
-- Agents who signed up before credits existed get the same start as a new agent: the
-- signup grant as a ledger row, and the balance that equals the ledger's sum.
INSERT INTO "credit_transactions" ("agent_id", "type", "amount", "source", "description", "created_at")
SELECT "id", 'earned', 25, 'signup', 'Welcome bonus: 25 lead credits', now() FROM "agents";--> statement-breakpoint
INSERT INTO "credit_balances" ("agent_id", "credits") SELECT "id", 25 FROM "agents";
