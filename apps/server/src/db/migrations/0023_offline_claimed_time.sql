-- A queued act keeps the time the phone claimed beside the time it arrived
-- (docs/offline.md "The time acted").
ALTER TABLE "idempotent_answers" ADD COLUMN "acted_at" timestamp with time zone;