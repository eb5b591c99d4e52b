CREATE TABLE "audit_chain_heads" (
	"chain" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"tenant_id" uuid,
	"merchant_id" uuid,
	"actor_user_id" uuid,
	"actor_email" text,
	"mode" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"changes" jsonb NOT NULL,
	"request_id" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_key" ON "audit_events" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_events_tenant_time_idx" ON "audit_events" USING btree ("tenant_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("occurred_at","id");