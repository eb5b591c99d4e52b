CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid,
	"job_name" text NOT NULL,
	"job_type" text NOT NULL,
	"tenant_id" uuid,
	"trigger" text NOT NULL,
	"outcome" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_ms" integer,
	"log_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"output_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_type" text NOT NULL,
	"name" text NOT NULL,
	"tenant_id" uuid,
	"owner_user_id" uuid,
	"cron" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"missed_run_policy" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_id_scheduled_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scheduled_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_queued_idx" ON "job_runs" USING btree ("queued_at");--> statement-breakpoint
CREATE INDEX "job_runs_tenant_idx" ON "job_runs" USING btree ("tenant_id","queued_at");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_system_key" ON "scheduled_jobs" USING btree ("job_type") WHERE "scheduled_jobs"."tenant_id" IS NULL;--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("next_run_at") WHERE NOT "scheduled_jobs"."paused";--> statement-breakpoint
CREATE INDEX "scheduled_jobs_tenant_idx" ON "scheduled_jobs" USING btree ("tenant_id","name");