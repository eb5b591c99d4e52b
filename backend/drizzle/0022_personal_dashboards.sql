CREATE TABLE "dashboard_widget_shares" (
	"widget_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "dashboard_widget_shares_widget_id_role_id_pk" PRIMARY KEY("widget_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_categories" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD COLUMN "base_widget_id" uuid;--> statement-breakpoint
ALTER TABLE "dashboard_widget_shares" ADD CONSTRAINT "dashboard_widget_shares_widget_id_dashboard_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."dashboard_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widget_shares" ADD CONSTRAINT "dashboard_widget_shares_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_widget_shares_role_idx" ON "dashboard_widget_shares" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "dashboard_categories" ADD CONSTRAINT "dashboard_categories_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_categories_owner_idx" ON "dashboard_categories" USING btree ("owner_user_id");