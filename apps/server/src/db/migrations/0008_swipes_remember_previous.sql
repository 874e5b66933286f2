DROP INDEX "swipes_agent_seq_idx";--> statement-breakpoint
DROP INDEX "swipes_agent_kept_seq_idx";--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "previous_swipe_id" uuid;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "sequence_started_before" timestamp with time zone;--> statement-breakpoint
UPDATE "swipes" AS "s" SET
  "previous_swipe_id" = (
    SELECT "k"."id" FROM "swipes" AS "k"
    WHERE "k"."lead_id" = "s"."lead_id" AND "k"."seq" < "s"."seq" AND "k"."undone_at" IS NULL
    ORDER BY "k"."seq" DESC LIMIT 1
  ),
  "sequence_started_before" = CASE WHEN EXISTS (
    SELECT 1 FROM "swipes" AS "k"
    WHERE "k"."lead_id" = "s"."lead_id" AND "k"."seq" < "s"."seq" AND "k"."undone_at" IS NULL
      AND "k"."action" = 'save'
  ) THEN (SELECT "l"."sequence_started_at" FROM "leads" AS "l" WHERE "l"."id" = "s"."lead_id") END
WHERE "s"."undone_at" IS NULL;
