CREATE TABLE "generated_report_parts" (
	"report_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "generated_report_parts_report_id_part_pk" PRIMARY KEY("report_id","part")
);
--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_report_parts" ADD CONSTRAINT "generated_report_parts_report_id_generated_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."generated_reports"("id") ON DELETE cascade ON UPDATE no action;