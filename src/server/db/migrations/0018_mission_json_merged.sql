-- A mission's JSON once more, whole: the contracts' migration (0011) added `cancelled_at` and
-- `compensation`, the late-end guard's (0014) added `hours_flag` and the validation by time
-- through `hours_validated_by_time`; each redefined `mission_json` from the one before them, so
-- the last applied would drop the other's fields. This is the union, in the presenter's order
-- (src/server/modules/missions/present.ts); tests/api/missions-json.test.ts compares them.
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
    ',"cancelled_at":', coalesce('"' || to_char(m.cancelled_at AT TIME ZONE 'UTC', iso) || '"', 'null'),
    ',"compensation":', coalesce(to_json(m.compensation_cents::float8 / 100)::text, 'null'),
    '}');
END
$$;
