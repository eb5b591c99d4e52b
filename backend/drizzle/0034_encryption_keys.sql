CREATE TABLE "encryption_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"wrapped_key" text,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "key_rotations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"from_key_id" uuid NOT NULL,
	"to_key_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "key_rotations" ADD CONSTRAINT "key_rotations_from_key_id_encryption_keys_id_fk" FOREIGN KEY ("from_key_id") REFERENCES "public"."encryption_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_rotations" ADD CONSTRAINT "key_rotations_to_key_id_encryption_keys_id_fk" FOREIGN KEY ("to_key_id") REFERENCES "public"."encryption_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "encryption_keys_owner_version_key" ON "encryption_keys" USING btree (coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid),"version");--> statement-breakpoint
CREATE UNIQUE INDEX "encryption_keys_one_active_key" ON "encryption_keys" USING btree (coalesce("tenant_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "encryption_keys"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "key_rotations_owner_idx" ON "key_rotations" USING btree ("tenant_id","started_at");