ALTER TABLE "follow_up_activities" ADD COLUMN "recorded_contact_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "follow_up_activities" AS "a" SET "recorded_contact_ids" = "c"."ids"
FROM (
  SELECT "activity_id", array_agg("contact_id" ORDER BY "recorded_at", "contact_id") AS "ids"
  FROM "follow_up_contacts" GROUP BY "activity_id"
) AS "c"
WHERE "c"."activity_id" = "a"."id";
