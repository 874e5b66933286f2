ALTER TABLE "properties" ADD COLUMN "held_by" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
-- The hold as the leads already say it: each property's latest lead.
UPDATE "properties" AS p SET "held_by" = l."agent_id", "held_at" = l."delivered_at"
FROM (
  SELECT DISTINCT ON ("property_id") "property_id", "agent_id", "delivered_at" FROM "leads"
  ORDER BY "property_id", "delivered_at" DESC
) AS l
WHERE p."id" = l."property_id";--> statement-breakpoint
-- Every insert of leads holds their properties for their agents (a later delivery replaces an
-- earlier hold, never the other way round), so no writer of leads can forget it.
CREATE FUNCTION "hold_delivered_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" AS p SET "held_by" = d."agent_id", "held_at" = d."delivered_at"
  FROM (
    SELECT DISTINCT ON ("property_id") "property_id", "agent_id", "delivered_at" FROM "delivered"
    ORDER BY "property_id", "delivered_at" DESC
  ) AS d
  WHERE p."id" = d."property_id" AND (p."held_at" IS NULL OR p."held_at" <= d."delivered_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_hold_properties" AFTER INSERT ON "leads"
REFERENCING NEW TABLE AS "delivered" FOR EACH STATEMENT EXECUTE FUNCTION "hold_delivered_properties"();--> statement-breakpoint
-- A lead deleted (with its agent's account) lets its property go, as when the leads were the hold.
CREATE FUNCTION "release_deleted_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" AS p SET "held_by" = NULL, "held_at" = NULL
  FROM "gone" AS g
  WHERE p."id" = g."property_id" AND p."held_by" = g."agent_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_release_holds" AFTER DELETE ON "leads"
REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "release_deleted_holds"();
