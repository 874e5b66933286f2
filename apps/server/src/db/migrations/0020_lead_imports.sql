-- CSV imports: the uploaded file, its mapping and progress; an imported lead names its
-- import, and one sent to Review in Today the ET day it was offered on.
CREATE TABLE "lead_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"destination" text,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"csv_text" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "review_day" date;--> statement-breakpoint
ALTER TABLE "lead_imports" ADD CONSTRAINT "lead_imports_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_imports_agent_created_idx" ON "lead_imports" USING btree ("agent_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_import_id_lead_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."lead_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_import_idx" ON "leads" USING btree ("import_id") WHERE "leads"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_agent_review_idx" ON "leads" USING btree ("agent_id","review_day","position") WHERE "leads"."source" = 'import';