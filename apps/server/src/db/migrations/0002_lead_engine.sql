CREATE TABLE "lead_count_cache" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"total_available" integer,
	"current_offset" integer,
	"remaining" integer,
	"counted_at" timestamp with time zone,
	"last_fresh_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_cursors" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source_cursor" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"property_id" bigint NOT NULL,
	"source" text NOT NULL,
	"seller_type" text,
	"lead_day" date NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"current_swipe_id" uuid,
	"contact_status" text DEFAULT 'none' NOT NULL,
	"custom_email" text,
	"custom_phone" text,
	"passed_contacts" text[] DEFAULT '{}' NOT NULL,
	"enriched_at" timestamp with time zone,
	"enriched_phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enriched_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postcard_sent_at" timestamp with time zone,
	"postcard_order_id" text,
	"sequence_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "swipes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"sort_key" bigint NOT NULL,
	"zip" text NOT NULL,
	"city_key" text NOT NULL,
	"address" text NOT NULL,
	"house_number" text,
	"street" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"property_type" text DEFAULT 'Residential' NOT NULL,
	"beds" smallint,
	"baths" real,
	"sqft" integer,
	"year_built" smallint,
	"owner1" text,
	"owner2" text,
	"owner_type" text DEFAULT 'person' NOT NULL,
	"owner_age" smallint,
	"mailing_street" text,
	"mailing_city" text,
	"mailing_state" text,
	"mailing_zip" text,
	"ownership_start_date" date,
	"last_sale_date" date,
	"last_sale_price" integer,
	"estimated_value" integer,
	"equity_balance" integer,
	"equity_percent" smallint,
	"confidence_score" smallint,
	"sale_propensity" smallint,
	"lead_types" text[] NOT NULL,
	"lead_reasons" text[] NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_areas" (
	"zip" text PRIMARY KEY NOT NULL,
	"property_count" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_count_cache" ADD CONSTRAINT "lead_count_cache_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_cursors" ADD CONSTRAINT "lead_cursors_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_agent_property_key" ON "leads" USING btree ("agent_id","property_id");--> statement-breakpoint
CREATE INDEX "leads_agent_day_idx" ON "leads" USING btree ("agent_id","lead_day");--> statement-breakpoint
CREATE INDEX "leads_agent_status_idx" ON "leads" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "leads_property_delivered_idx" ON "leads" USING btree ("property_id","delivered_at");--> statement-breakpoint
CREATE INDEX "swipes_agent_seq_idx" ON "swipes" USING btree ("agent_id","seq");--> statement-breakpoint
CREATE INDEX "swipes_lead_seq_idx" ON "swipes" USING btree ("lead_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_source_external_id_key" ON "properties" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "properties_zip_order_idx" ON "properties" USING btree ("zip","sort_key","id");--> statement-breakpoint
CREATE INDEX "properties_city_order_idx" ON "properties" USING btree ("city_key","sort_key","id");