-- After the mission (docs/product-rules.md « After the mission »): private ratings both ways,
-- the establishment's general brief and each mission's brief, and the indexes the monthly
-- statistics read.
ALTER TABLE "users" ADD COLUMN "brief" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "brief" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "brief_private" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "ratings" (
	"mission_id" text NOT NULL,
	"side" text NOT NULL,
	"rater_id" text NOT NULL,
	"rated_id" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ratings_mission_id_side_pk" PRIMARY KEY("mission_id","side"),
	CONSTRAINT "ratings_stars_check" CHECK ("stars" BETWEEN 1 AND 5)
);--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_id_users_id_fk" FOREIGN KEY ("rated_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_rated_idx" ON "ratings" USING btree ("rated_id");--> statement-breakpoint
-- The statistics' time to fill, kept on the mission: the first event that gave it an
-- assignee, whatever code path wrote it (statistics then read one row per mission, no join).
ALTER TABLE "missions" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mission_events_filled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.to_status IN ('assigned', 'accepted') THEN
    UPDATE "missions" SET "filled_at" = NEW.at
    WHERE "id" = NEW.mission_id AND ("filled_at" IS NULL OR "filled_at" > NEW.at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mission_events_filled" AFTER INSERT ON "mission_events"
  FOR EACH ROW EXECUTE FUNCTION "mission_events_filled"();--> statement-breakpoint
UPDATE "missions" m SET "filled_at" = f.at
FROM (SELECT "mission_id", min("at") AS at FROM "mission_events"
  WHERE "to_status" IN ('assigned', 'accepted') GROUP BY "mission_id") f
WHERE f.mission_id = m.id;--> statement-breakpoint
-- The statistics' amounts: standing invoice lines by the local date of the mission's end.
CREATE INDEX "invoice_lines_date_idx" ON "invoice_lines" USING btree ("date") WHERE "billed";
