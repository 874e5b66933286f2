-- Each server process remembers the sessions it has read (no round trip per request to
-- check a cookie) and forgets them on hearing here that they ended: every delete (sign-out, a
-- password change or reset, a deleted account's cascade, any SQL), every expiry cut short or agent
-- changed, every truncate. A trigger, so no code path can forget to tell. The payload names the
-- token hashes (43 characters each) separated by spaces; past 100 it is `*`: forget them all.
CREATE FUNCTION notify_session_ends() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_ends', '*');
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(gone.token_hash) INTO ended
      FROM (SELECT token_hash FROM ended_sessions LIMIT 101) AS gone;
  ELSE
    SELECT array_agg(cut.token_hash) INTO ended FROM (
      SELECT was.token_hash FROM before_sessions AS was
        LEFT JOIN after_sessions AS became ON became.token_hash = was.token_hash
        WHERE became.token_hash IS NULL OR became.expires_at < was.expires_at
          OR became.agent_id <> was.agent_id
        LIMIT 101) AS cut;
  END IF;
  IF ended IS NULL THEN
    RETURN NULL;
  ELSIF cardinality(ended) > 100 THEN
    PERFORM pg_notify('session_ends', '*');
  ELSE
    PERFORM pg_notify('session_ends', array_to_string(ended, ' '));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS ended_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ends();
--> statement-breakpoint
CREATE TRIGGER sessions_cut_short AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS before_sessions NEW TABLE AS after_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ends();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ends();
