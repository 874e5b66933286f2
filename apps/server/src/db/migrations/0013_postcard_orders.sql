CREATE TABLE "postcard_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"message" text NOT NULL,
	"front_image_url" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_order_id" text,
	"cost_cents" integer,
	"failure" text,
	"front_image" "bytea",
	"front_type" text,
	"back_png" "bytea",
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD CONSTRAINT "postcard_orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postcard_orders_lead_created_idx" ON "postcard_orders" USING btree ("lead_id","created_at");