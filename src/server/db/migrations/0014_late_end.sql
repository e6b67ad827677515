ALTER TABLE "missions" ADD COLUMN "hours_flag" text;--> statement-breakpoint
-- Hours validated by the passing of time (docs/product-rules.md, « Hours you can trust » and
-- « Never lose, never overpay »): still awaiting their sign-off, ended before `p_cutoff` (the
-- app's clock minus 72 h), and not flagged: a late end (`hours_flag` = 'late_end') waits for
-- the establishment however long. The database's copy of `validatedByTime` (src/domain); every
-- SQL reader of a sign-off (the mission's JSON, its version, invoices) asks this function. A
-- single SQL expression, so the planner inlines it.
CREATE OR REPLACE FUNCTION "hours_validated_by_time"(p_validation text, p_ended_at timestamptz, p_hours_flag text, p_cutoff timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_validation = 'awaiting' AND p_hours_flag IS NULL
    AND date_trunc('milliseconds', p_ended_at) < p_cutoff
$$;
--> statement-breakpoint
-- The mission's JSON of migration 0009 with `hours_flag` (after `proposed_ended_at`, as the
-- presenter writes it), and flagged hours never served validated by time.
CREATE OR REPLACE FUNCTION "mission_json"(m "missions", a "users", i "users", p_cutoff timestamptz)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  js_space constant text := E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  iso constant text := 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
  auto boolean := hours_validated_by_time(m.validation, m.ended_at, m.hours_flag, p_cutoff);
  assignee text := CASE WHEN m.assigned_to IS NULL OR a.role IS NULL THEN NULL
    WHEN a.role = 'institution' AND a.name <> '' THEN a.name
    ELSE btrim(a.first_name || ' ' || a.last_name, js_space) END;
  institution text := CASE WHEN m.institution_id IS NULL OR i.role IS NULL THEN NULL
    WHEN i.role = 'institution' AND i.name <> '' THEN i.name
    ELSE btrim(i.first_name || ' ' || i.last_name, js_space) END;
BEGIN
  RETURN concat(
    '{"id":', coalesce(to_json(m.id)::text, 'null'),
    ',"name":', coalesce(to_json(m.name)::text, 'null'),
    ',"description":', coalesce(to_json(m.description)::text, 'null'),
    ',"dateStart":', coalesce('"' || to_char(m.date_start AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"dateEnd":', coalesce('"' || to_char(m.date_end AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"dureeMinutes":', coalesce(to_json(m.duree_minutes)::text, 'null'),
    ',"assigned_to":', coalesce(to_json(m.assigned_to)::text, 'null'),
    ',"assigned_name":', coalesce(to_json(assignee)::text, 'null'),
    ',"etablissement_id":', coalesce(to_json(m.institution_id)::text, 'null'),
    ',"etablissement":', CASE WHEN m.institution_id IS NULL THEN 'null' ELSE
      '{"name":' || to_json(institution)::text
      || ',"address":' || to_json(coalesce(i.address, ''))::text
      || ',"phone":' || to_json(coalesce(i.phone, ''))::text || '}' END,
    ',"etablissement_name":', coalesce(to_json(institution)::text, 'null'),
    ',"status":', coalesce(to_json(m.status)::text, 'null'),
    ',"required_role":', coalesce(to_json(m.required_role)::text, 'null'),
    ',"override_reason":', coalesce(to_json(m.override_reason)::text, 'null'),
    ',"started_at":', coalesce('"' || to_char(m.started_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"ended_at":', coalesce('"' || to_char(m.ended_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"actual_duration":', coalesce(to_json(m.actual_duration)::text, 'null'),
    ',"paid":', coalesce(to_json(m.paid)::text, 'null'),
    ',"start_distance_m":', coalesce(to_json(m.start_distance_m)::text, 'null'),
    ',"end_distance_m":', coalesce(to_json(m.end_distance_m)::text, 'null'),
    ',"validation":', CASE WHEN auto THEN '"validated"'
      ELSE coalesce(to_json(m.validation)::text, 'null') END,
    ',"validated_at":', CASE WHEN auto
      THEN '"' || to_char((m.ended_at + interval '72 hours') AT TIME ZONE 'UTC', iso) || '"'
      ELSE coalesce('"' || to_char(m.validated_at AT TIME ZONE 'UTC', iso) || '"', 'null') END,
    ',"validated_by":', CASE WHEN auto THEN 'null'
      ELSE coalesce(to_json(m.validated_by)::text, 'null') END,
    ',"contest_reason":', coalesce(to_json(m.contest_reason)::text, 'null'),
    ',"proposed_started_at":', coalesce('"' || to_char(m.proposed_started_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"proposed_ended_at":', coalesce('"' || to_char(m.proposed_ended_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"hours_flag":', coalesce(to_json(m.hours_flag)::text, 'null'),
    ',"created_at":', coalesce('"' || to_char(m.created_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"updated_at":', coalesce('"' || to_char(m.updated_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    '}');
END
$$;
--> statement-breakpoint
-- A flagged mission's text never changes with time: no `.v` turn.
CREATE OR REPLACE FUNCTION "mission_version"(m "missions", a_xmin xid, i_xmin xid, p_cutoff timestamptz)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT m.change_xid::text || '.' || coalesce(a_xmin::text, '') || '.' || coalesce(i_xmin::text, '')
    || CASE WHEN hours_validated_by_time(m.validation, m.ended_at, m.hours_flag, p_cutoff)
       THEN '.v' ELSE '' END
$$;
--> statement-breakpoint
-- « Mes prestations » of migration 0009: flagged hours set no deadline on a kept copy.
CREATE OR REPLACE FUNCTION "assigned_missions"(p_user text, p_cutoff timestamptz, p_limit integer, p_offset integer, p_held text)
RETURNS TABLE("rows" text, "earliest" text, "texts" text) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH held AS MATERIALIZED (SELECT string_to_table(p_held, E'\u0001') AS key)
  SELECT string_agg(r.key, E'\u0001' ORDER BY r.date_start DESC, r.id DESC),
         floor(extract(epoch FROM min(r.awaiting_end)) * 1000)::text,
         string_agg(r.key || E'\u0002' || r.json, E'\u0001')
  FROM (
    SELECT v.id, v.date_start, v.key, v.awaiting_end,
           -- The text only for a version the server does not hold.
           CASE WHEN h.key IS NULL THEN (
             SELECT mission_json(m, a, i, p_cutoff)
             FROM "missions" m
             LEFT JOIN "users" a ON a.id = m.assigned_to
             LEFT JOIN "users" i ON i.id = m.institution_id
             WHERE m.id = v.id) END AS json
    FROM (
      SELECT m.id, m.date_start,
             m.id || E'\u0002' || mission_version(m, a.xmin, i.xmin, p_cutoff) AS key,
             -- Flagged hours never turn validated: they set no deadline on the kept copy.
             CASE WHEN m.validation = 'awaiting' AND m.hours_flag IS NULL
                   AND NOT date_trunc('milliseconds', m.ended_at) < p_cutoff
               THEN date_trunc('milliseconds', m.ended_at) END AS awaiting_end
      FROM "missions" m
      LEFT JOIN "users" a ON a.id = m.assigned_to
      LEFT JOIN "users" i ON i.id = m.institution_id
      WHERE m.assigned_to = p_user
      ORDER BY m.date_start DESC, m.id DESC
      LIMIT p_limit OFFSET p_offset
    ) v
    LEFT JOIN held h ON h.key = v.key
  ) r;
END
$$;
