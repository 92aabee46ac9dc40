CREATE TABLE "membership_requests" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"main_role" integer NOT NULL,
	"additional_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_requests_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "superseded_invitation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"superseded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "security_stamp" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "proves_address" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "token_sealed" text;--> statement-breakpoint
-- Who made each account: its first company (a person of several companies is managed by none of
-- them until the others are gone, so the choice matters only for one-company accounts).
UPDATE "users" u SET "owner_company_id" = (SELECT min(r."company_id") FROM "user_roles" r WHERE r."user_id" = u."id")
  WHERE u."user_type" <> 3;--> statement-breakpoint
-- A machine user belongs to one company: memberships another company added are ended.
DELETE FROM "user_roles" r USING "users" u
  WHERE u."id" = r."user_id" AND u."user_type" = 2 AND r."company_id" <> u."owner_company_id";--> statement-breakpoint
DELETE FROM "membership_blocks" b USING "users" u
  WHERE u."id" = b."user_id" AND u."user_type" = 2 AND b."company_id" <> u."owner_company_id";--> statement-breakpoint
UPDATE "api_keys" k SET "company_id" = u."owner_company_id" FROM "users" u WHERE u."id" = k."user_id";--> statement-breakpoint
DELETE FROM "api_keys" WHERE "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
-- Until now a password could only be set through a mailed link, and an external issuer's account
-- was linked by its e-mail: both proved the address.
UPDATE "users" SET "email_verified_at" = now() WHERE "password_hash" IS NOT NULL OR "external_subject" IS NOT NULL;--> statement-breakpoint
UPDATE "password_reset_tokens" t SET "security_stamp" = u."security_stamp" FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "security_stamp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "superseded_invitation_links" ADD CONSTRAINT "superseded_invitation_links_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_requests_user_idx" ON "membership_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_machine_email_unique" ON "users" USING btree ("owner_company_id",lower("email_address")) WHERE "users"."user_type" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email_address")) WHERE "users"."user_type" <> 2;--> statement-breakpoint
-- A request to join lets an account without a company sign in to answer it (membership cache).
CREATE TRIGGER membership_requests_identity_change AFTER INSERT OR UPDATE OR DELETE ON membership_requests
  FOR EACH ROW EXECUTE FUNCTION docvue_notify_identity_change();
