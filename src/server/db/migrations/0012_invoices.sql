CREATE TABLE "invoice_counters" (
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"item" text NOT NULL,
	"prestation_id" text NOT NULL,
	"date" date NOT NULL,
	"label" text NOT NULL,
	"professional" text NOT NULL,
	"worked_ms" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"billed" boolean NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"institution_id" text NOT NULL,
	"credits_invoice_id" text,
	"period" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" text NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_vat_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"parties" jsonb NOT NULL,
	"paid_on" date,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"xml" "bytea" NOT NULL,
	"xml_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_prestation_id_missions_id_fk" FOREIGN KEY ("prestation_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_institution_id_users_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_billed_idx" ON "invoice_lines" USING btree ("prestation_id","item") WHERE "invoice_lines"."billed";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_type_year_seq_idx" ON "invoices" USING btree ("type","year","seq");--> statement-breakpoint
CREATE INDEX "invoices_institution_idx" ON "invoices" USING btree ("institution_id","issued_at");--> statement-breakpoint
-- An issued invoice or credit note never changes: only its payment date may be set. Its lines
-- only ever go from billed to credited. Nothing is deleted.
CREATE FUNCTION invoices_keep_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'issued invoices are never deleted';
  END IF;
  IF (to_jsonb(NEW) - 'paid_on') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_on') THEN
    RAISE EXCEPTION 'an issued invoice never changes (only paid_on)';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_keep_issued BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_keep_issued();
--> statement-breakpoint
CREATE FUNCTION invoice_lines_keep_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice lines are never deleted';
  END IF;
  IF (to_jsonb(NEW) - 'billed') IS DISTINCT FROM (to_jsonb(OLD) - 'billed')
     OR (NEW.billed AND NOT OLD.billed) THEN
    RAISE EXCEPTION 'an invoice line only goes from billed to credited';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_keep_issued BEFORE UPDATE OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_keep_issued();
