-- A queued act keeps the time the phone claimed beside the time it arrived (issue 41).
ALTER TABLE "idempotent_answers" ADD COLUMN "acted_at" timestamp with time zone;