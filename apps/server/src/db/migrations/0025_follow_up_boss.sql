CREATE TABLE "follow_up_boss_connections" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"sealed_key" "bytea" NOT NULL,
	"key_last4" text NOT NULL,
	"auto_send_on_contacted" boolean DEFAULT false NOT NULL,
	"broken_at" timestamp with time zone,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_boss_deliveries" (
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "follow_up_boss_deliveries_agent_id_lead_id_pk" PRIMARY KEY("agent_id","lead_id")
);
--> statement-breakpoint
ALTER TABLE "follow_up_boss_connections" ADD CONSTRAINT "follow_up_boss_connections_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_boss_deliveries" ADD CONSTRAINT "follow_up_boss_deliveries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_boss_deliveries" ADD CONSTRAINT "follow_up_boss_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;