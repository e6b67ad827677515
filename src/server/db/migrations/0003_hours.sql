ALTER TABLE "missions" ADD COLUMN "start_lat" double precision;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "start_lng" double precision;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "start_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "start_distance_m" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "end_lat" double precision;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "end_lng" double precision;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "end_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "end_distance_m" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "validation" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "validated_by" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "contest_reason" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "proposed_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "proposed_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_lng" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_position" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missions_institution_validation_idx" ON "missions" USING btree ("institution_id","validation","ended_at");--> statement-breakpoint
CREATE INDEX "missions_validation_ended_idx" ON "missions" USING btree ("validation","ended_at");--> statement-breakpoint
-- Missions completed before the sign-off existed: a paid one was accepted when it was paid (at
-- its payslip's creation); an unpaid one awaits its establishment, and counts as validated
-- anyway once its end is 72 h old.
UPDATE "missions" SET "validation" = CASE WHEN "paid" THEN 'validated' ELSE 'awaiting' END WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "missions" AS m SET "validated_at" = p."created_at" FROM "payslips" AS p WHERE p."id" = m."payslip_id" AND m."validation" = 'validated';
