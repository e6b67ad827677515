-- A tap's answer is written by the presenter in TypeScript, not by `mission_json` (issue 30):
-- measured on PGlite, `mission_json` cost about a millisecond of the embedded database's
-- WebAssembly per tap (nine to_char and thirty to_json), the presenter a few microseconds.
-- tap_context now also answers the two people the answer names (the assignee and the
-- establishment: the fields `presentMission` reads), and tap_apply stores the answer it is given
-- as the key's first answer instead of building it. When asked (`p->'contract'`), tap_apply also
-- locks the mission's current contract and answers its id and the key of its terms: the accept
-- then needs no round trip to find its contract still current.
CREATE OR REPLACE FUNCTION "tap_context"(p_user text, p_key text, p_mission text)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  seen text;
  found_mission text;
  assigned text;
  institution text;
  assignee_json text;
  institution_json text;
BEGIN
  IF p_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_user || E'\n' || p_key, 0));
    SELECT row_to_json(k)::text INTO seen FROM "idempotency_keys" k
      WHERE k."user_id" = p_user AND k."key" = p_key;
    IF seen IS NOT NULL THEN
      RETURN '{"seen":' || seen || '}';
    END IF;
  END IF;
  SELECT row_to_json(m)::text, m."assigned_to", m."institution_id"
    INTO found_mission, assigned, institution
    FROM "missions" m WHERE m."id" = p_mission
    FOR UPDATE;
  IF found_mission IS NULL THEN
    RETURN '{"mission":null}';
  END IF;
  SELECT json_build_object('role', u."role", 'name', u."name", 'firstName', u."first_name",
      'lastName', u."last_name", 'address', u."address", 'phone', u."phone")::text
    INTO assignee_json FROM "users" u WHERE u."id" = assigned;
  SELECT json_build_object('role', u."role", 'name', u."name", 'firstName', u."first_name",
      'lastName', u."last_name", 'address', u."address", 'phone', u."phone")::text
    INTO institution_json FROM "users" u WHERE u."id" = institution;
  RETURN '{"mission":' || found_mission || ',"assignee":' || coalesce(assignee_json, 'null')
    || ',"institution":' || coalesce(institution_json, 'null') || '}';
END
$$;
--> statement-breakpoint
-- tap_apply: as in 0022, but the key's first answer is `p->'answer'`, written by the caller from
-- the row it decided; the function answers only what the write found (notifications stored,
-- users with Web Push devices, members whose cached answers change).
CREATE OR REPLACE FUNCTION "tap_apply"(p jsonb)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  m "missions";
  r "missions";
  at_now timestamptz := (p->>'now')::timestamptz;
  notified text;
  devices text;
  members text;
  contract text;
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
  WHERE "id" = m."id";
  INSERT INTO "mission_events" ("mission_id", "actor_id", "action", "from_status", "to_status",
      "at", "device_at", "client_action_id", "details")
    SELECT m."id", e."actor_id", e."action", m."status", r."status", at_now, e."device_at",
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
  IF p->'key' IS NOT NULL AND jsonb_typeof(p->'key') = 'object' THEN
    INSERT INTO "idempotency_keys" ("user_id", "key", "scope", "status_code", "response",
        "created_at")
      VALUES (p->'key'->>'user_id', p->'key'->>'key', p->'key'->>'scope', 200, p->'answer',
        at_now)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'idempotency key recorded concurrently';
    END IF;
  END IF;
  IF (p->>'contract')::boolean THEN
    SELECT json_build_object('id', c."id", 'key', c."terms"->>'key')::text INTO contract
      FROM "contracts" c WHERE c."mission_id" = m."id" AND c."status" <> 'void'
      LIMIT 1 FOR UPDATE;
    contract := coalesce(contract, 'null');
  END IF;
  RETURN '{"notified":' || notified || ',"devices":' || devices || ',"members":' || members
    || coalesce(',"contract":' || contract, '') || '}';
END
$$;
