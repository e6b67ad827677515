CREATE TABLE "institution_blocked" (
	"institution_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "institution_blocked_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institution_favorites" (
	"institution_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "institution_favorites_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "favorites_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_blocked" ADD CONSTRAINT "institution_blocked_institution_id_users_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_blocked" ADD CONSTRAINT "institution_blocked_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_favorites" ADD CONSTRAINT "institution_favorites_institution_id_users_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_favorites" ADD CONSTRAINT "institution_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_blocked_user_idx" ON "institution_blocked" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "institution_favorites_user_idx" ON "institution_favorites" USING btree ("user_id");