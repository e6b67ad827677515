CREATE TABLE "bank_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"holder" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payslip_id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"user_id" text NOT NULL,
	"iban" text NOT NULL,
	"holder" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'prepared' NOT NULL,
	"count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"left_out" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payslips_unbatched_idx" ON "payslips" USING btree ("created_at") WHERE payout_id is null;--> statement-breakpoint
-- Hand-written (drizzle cannot express it): a payslip is paid only through a batch.
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_paid_in_a_batch" CHECK ("paid_at" IS NULL OR "payout_id" IS NOT NULL);
