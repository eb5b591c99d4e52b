CREATE TABLE "geoip_ranges" (
	"source_id" uuid NOT NULL,
	"family" smallint NOT NULL,
	"range_start" "inet" NOT NULL,
	"range_end" "inet" NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geoip_sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"range_count" integer NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	"loaded_by" uuid
);
--> statement-breakpoint
ALTER TABLE "geoip_ranges" ADD CONSTRAINT "geoip_ranges_source_id_geoip_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."geoip_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geoip_sources" ADD CONSTRAINT "geoip_sources_loaded_by_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geoip_ranges_start_idx" ON "geoip_ranges" USING btree ("range_start");