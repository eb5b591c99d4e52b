CREATE TABLE "saved_transaction_filters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"lookup" text NOT NULL,
	"name" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_transaction_filters" ADD CONSTRAINT "saved_transaction_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_transaction_filters_external_id_key" ON "saved_transaction_filters" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_transaction_filters_user_lookup_name_key" ON "saved_transaction_filters" USING btree ("user_id","lookup","name");