ALTER TABLE "missions" ADD COLUMN "required_role" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "override_reason" text;