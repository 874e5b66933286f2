-- The fresh batch's claim holds the properties it claims itself, in its own statement, and says
-- so for its transaction (`porchlight.claim_holds`): the hold trigger stands aside for it. Every
-- other insert of leads (bulk purchases, imports, a vendor's delivery) is still held by the
-- trigger, as before (docs/leads.md "Fresh batch").
DROP TRIGGER "leads_hold_properties" ON "leads";--> statement-breakpoint
CREATE TRIGGER "leads_hold_properties" AFTER INSERT ON "leads"
REFERENCING NEW TABLE AS "delivered" FOR EACH STATEMENT
WHEN (current_setting('porchlight.claim_holds', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION "hold_delivered_properties"();
--> statement-breakpoint
-- Room on each page of properties for a held row's new version beside the old one, so holding a
-- property rewrites one page and no index (a HOT update: `held_by` and `held_at` are in no
-- index). New pages are filled to 80 %; pages written before keep what room they have.
ALTER TABLE "properties" SET (fillfactor = 80);
