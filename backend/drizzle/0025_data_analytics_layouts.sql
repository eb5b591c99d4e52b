CREATE TABLE "data_analytics_layouts" (
	"user_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"report_config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_analytics_layouts_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "data_analytics_layouts" ADD CONSTRAINT "data_analytics_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;