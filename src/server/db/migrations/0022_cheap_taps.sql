-- A tap (accept, start, end) in two round trips instead of eleven (issue 30). On the embedded
-- PGlite every statement costs its parsing, its planning and the decoding of its rows in
-- JavaScript on the server's one thread; PL/pgSQL keeps each inner statement's plan for the life
-- of the connection. The decision stays in TypeScript (the state machine of src/domain): these
-- functions only read what it needs and write what it decided.
--
-- tap_context: the key's lock and its first answer if it was seen, else the mission locked for
-- update, whole, as JSON.
CREATE OR REPLACE FUNCTION "tap_context"(p_user text, p_key text, p_mission text)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  seen text;
  found_mission text;
BEGIN
  IF p_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_user || E'\n' || p_key, 0));
    SELECT row_to_json(k)::text INTO seen FROM "idempotency_keys" k
      WHERE k."user_id" = p_user AND k."key" = p_key;
    IF seen IS NOT NULL THEN
      RETURN '{"seen":' || seen || '}';
    END IF;
  END IF;
  SELECT row_to_json(m)::text INTO found_mission FROM "missions" m WHERE m."id" = p_mission
    FOR UPDATE;
  RETURN '{"mission":' || coalesce(found_mission, 'null') || '}';
END
$$;
--> statement-breakpoint
-- tap_apply: what the state machine decided, written in one statement: the mission's columns
-- (only if it is still in the state it was read in; else NULL and nothing is written), its
-- event, the notifications (each establishment's also to its approved members), the key's first
-- answer (the mission as `mission_json` writes it, the bytes of the presenter); answers that
-- answer with the notifications stored, which of their users have devices for Web Push, and the
-- members whose cached answers change.
CREATE OR REPLACE FUNCTION "tap_apply"(p jsonb)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  m "missions";
  r "missions";
  a "users";
  i "users";
  at_now timestamptz := (p->>'now')::timestamptz;
  answer text;
  notified text;
  devices text;
  members text;
BEGIN
  SELECT * INTO m FROM "missions" WHERE "id" = p->>'mission_id' AND "status" = p->>'from_status';
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  r := jsonb_populate_record(m, p->'set');
  UPDATE "missions" SET
    "status" = r."status", "assigned_to" = r."assigned_to",
    "started_at" = r."started_at", "ended_at" = r."ended_at",
    "actual_duration" = r."actual_duration", "cancelled_at" = r."cancelled_at",
    "validation" = r."validation", "validated_at" = r."validated_at",
    "validated_by" = r."validated_by", "contest_reason" = r."contest_reason",
    "proposed_started_at" = r."proposed_started_at", "proposed_ended_at" = r."proposed_ended_at",
    "hours_flag" = r."hours_flag",
    "start_lat" = r."start_lat", "start_lng" = r."start_lng",
    "start_accuracy" = r."start_accuracy", "start_distance_m" = r."start_distance_m",
    "end_lat" = r."end_lat", "end_lng" = r."end_lng",
    "end_accuracy" = r."end_accuracy", "end_distance_m" = r."end_distance_m",
    "updated_at" = r."updated_at"
  WHERE "id" = m."id"
  RETURNING * INTO r;
  INSERT INTO "mission_events" ("mission_id", "actor_id", "action", "from_status", "to_status",
      "at", "device_at", "client_action_id", "details")
    SELECT r."id", e."actor_id", e."action", m."status", r."status", at_now, e."device_at",
      e."client_action_id", e."details"
    FROM jsonb_populate_record(NULL::"mission_events", p->'event') e;
  WITH given AS (
    SELECT n.*, g.ord FROM jsonb_array_elements(p->'notes') WITH ORDINALITY g(note, ord),
      jsonb_populate_record(NULL::"notifications", g.note) n
  ), everyone AS (
    SELECT g."id", g."user_id", g."type", g."message", g."link", g."mail_subject", g.ord, 0 AS copy
      FROM given g
    UNION ALL
    SELECT gen_random_uuid()::text, u."id", g."type", g."message", g."link", g."mail_subject",
      g.ord, 1
      FROM given g JOIN "users" u ON u."institution_id" = g."user_id"
      WHERE g."type" <> 'message' AND u."id" <> u."institution_id" AND u."role" = 'institution'
        AND u."status" = 'approved' AND u."deleted_at" IS NULL
  ), stored AS (
    INSERT INTO "notifications" ("id", "user_id", "type", "message", "link", "mail_subject",
        "read_status", "created_at")
      SELECT e."id", e."user_id", e."type", e."message", e."link", e."mail_subject", false, at_now
      FROM everyone e ORDER BY e.ord, e.copy
      RETURNING *
  )
  SELECT coalesce(json_agg(row_to_json(s)), '[]')::text,
      coalesce((SELECT json_agg(DISTINCT d."user_id") FROM "push_subscriptions" d
        WHERE d."user_id" IN (SELECT t."user_id" FROM stored t)), '[]')::text
    INTO notified, devices FROM stored s;
  SELECT coalesce(json_agg(u."id"), '[]')::text INTO members FROM "users" u
    WHERE u."institution_id" IN (SELECT jsonb_array_elements_text(p->'changed'))
      AND u."id" <> u."institution_id" AND u."role" = 'institution'
      AND u."status" = 'approved' AND u."deleted_at" IS NULL;
  SELECT * INTO a FROM "users" WHERE "id" = r."assigned_to";
  SELECT * INTO i FROM "users" WHERE "id" = r."institution_id";
  answer := mission_json(r, a, i, (p->>'cutoff')::timestamptz);
  IF p->'key' IS NOT NULL AND jsonb_typeof(p->'key') = 'object' THEN
    INSERT INTO "idempotency_keys" ("user_id", "key", "scope", "status_code", "response",
        "created_at")
      VALUES (p->'key'->>'user_id', p->'key'->>'key', p->'key'->>'scope', 200, answer::jsonb,
        at_now)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'idempotency key recorded concurrently';
    END IF;
  END IF;
  RETURN '{"answer":' || answer || ',"notified":' || notified || ',"devices":' || devices
    || ',"members":' || members || '}';
END
$$;
