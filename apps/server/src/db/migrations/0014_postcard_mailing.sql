ALTER TABLE "postcard_orders" ADD COLUMN "failed_by" text;--> statement-breakpoint
ALTER TABLE "postcard_orders" ADD COLUMN "print_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "postcard_orders_print_token_key" ON "postcard_orders" USING btree ("print_token");