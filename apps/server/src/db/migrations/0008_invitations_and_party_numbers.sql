CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sender_company_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_party_id" integer,
	"party_type_id" integer NOT NULL,
	"receiver_company_id" integer,
	"receiver_email" text,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"actioned_at" timestamp with time zone,
	"actioned_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_party_id_parties_id_fk" FOREIGN KEY ("sender_party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_actioned_by_user_id_users_id_fk" FOREIGN KEY ("actioned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_sender_party_idx" ON "invitations" USING btree ("sender_party_id","status");--> statement-breakpoint
CREATE INDEX "invitations_receiver_idx" ON "invitations" USING btree ("receiver_company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_uq" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_company_type_number_uq" ON "parties" USING btree ("company_id","party_type_id","number");