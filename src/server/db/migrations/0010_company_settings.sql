CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"siren" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_one_row" CHECK ("id" = 1);