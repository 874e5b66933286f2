CREATE TABLE "contact_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"contact_type" text NOT NULL,
	"contact_value" text NOT NULL,
	"lead_id" uuid,
	"address" text,
	"owner_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"day_number" smallint NOT NULL,
	"activity_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"skipped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"contact_id" text NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_value" text NOT NULL,
	"recipient_name" text,
	"status" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_scripts" (
	"agent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day_number" smallint NOT NULL,
	"script_type" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_up_scripts_agent_id_kind_day_number_pk" PRIMARY KEY("agent_id","kind","day_number")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_day" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_day_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_opt_outs" ADD CONSTRAINT "contact_opt_outs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_opt_outs" ADD CONSTRAINT "contact_opt_outs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_activities" ADD CONSTRAINT "follow_up_activities_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_activities" ADD CONSTRAINT "follow_up_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_contacts" ADD CONSTRAINT "follow_up_contacts_activity_id_follow_up_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."follow_up_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_contacts" ADD CONSTRAINT "follow_up_contacts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_contacts" ADD CONSTRAINT "follow_up_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_scripts" ADD CONSTRAINT "follow_up_scripts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_opt_outs_agent_contact_key" ON "contact_opt_outs" USING btree ("agent_id","contact_type","contact_value");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_activities_lead_day_key" ON "follow_up_activities" USING btree ("lead_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_contacts_activity_contact_key" ON "follow_up_contacts" USING btree ("activity_id","contact_id");--> statement-breakpoint
CREATE INDEX "follow_up_contacts_agent_recorded_idx" ON "follow_up_contacts" USING btree ("agent_id","recorded_at");--> statement-breakpoint
CREATE INDEX "follow_up_contacts_lead_idx" ON "follow_up_contacts" USING btree ("lead_id");