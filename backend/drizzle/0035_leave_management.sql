CREATE TABLE "leave_employees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"annual_allowance_days" numeric(5, 1) NOT NULL,
	"hours_per_day" numeric(4, 2) DEFAULT 8 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"half_day_part" text,
	"hours" numeric(4, 2),
	"days" numeric(5, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_employees" ADD CONSTRAINT "leave_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_requests_employee_day_idx" ON "leave_requests" USING btree ("employee_id","start_day");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("status","start_day");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_country_day_key" ON "public_holidays" USING btree ("country_id","day");