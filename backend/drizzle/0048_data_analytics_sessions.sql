CREATE TABLE "data_analytics_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"public_key_hex" text NOT NULL,
	"licence_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_analytics_sessions" ADD CONSTRAINT "data_analytics_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_analytics_sessions_user_idx" ON "data_analytics_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_analytics_sessions_expiry_idx" ON "data_analytics_sessions" USING btree ("expires_at");