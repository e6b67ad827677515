CREATE TABLE "mission_departures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mission_id" text NOT NULL,
	"change_xid" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "change_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mission_departures_user_change_idx" ON "mission_departures" USING btree ("user_id","change_xid");--> statement-breakpoint
CREATE INDEX "missions_assigned_change_idx" ON "missions" USING btree ("assigned_to","change_xid");--> statement-breakpoint
-- Every write of a mission, whatever the code path, stamps the row with its transaction's id
-- and records a departure when an assigned mission changes hands or is deleted (hand-written:
-- drizzle does not express triggers). pg_current_xact_id() is the 64-bit xid8, never wrapping.
CREATE OR REPLACE FUNCTION "missions_track_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."assigned_to" IS NOT NULL THEN
      INSERT INTO "mission_departures" ("user_id", "mission_id", "change_xid")
      VALUES (OLD."assigned_to", OLD."id", pg_current_xact_id()::text::bigint);
    END IF;
    RETURN OLD;
  END IF;
  NEW."change_xid" := pg_current_xact_id()::text::bigint;
  IF TG_OP = 'UPDATE' AND OLD."assigned_to" IS NOT NULL
     AND OLD."assigned_to" IS DISTINCT FROM NEW."assigned_to" THEN
    INSERT INTO "mission_departures" ("user_id", "mission_id", "change_xid")
    VALUES (OLD."assigned_to", OLD."id", NEW."change_xid");
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "missions_track_change" BEFORE INSERT OR UPDATE OR DELETE ON "missions"
  FOR EACH ROW EXECUTE FUNCTION "missions_track_change"();
