-- ADR 0117: transactions partitioned by month (PARTITION BY RANGE (created_at)), on PostgreSQL and on embedded PGlite
-- alike. drizzle cannot declare partitioning, so the conversion is written here: the table is renamed, a partitioned
-- one takes its name, its columns and its indexes, the months that hold rows (and this month and the next three) get
-- their partitions, a default partition catches the rest, the rows are copied, and the day-totals triggers (ADR 0060)
-- move over after the copy (the totals already count these rows). Migration 0061 (generated) drops the foreign keys
-- that referenced transactions.id and adds the primary key (id, created_at); migration 0062 drops the old table.
ALTER TABLE "transactions" RENAME TO "transactions_unpartitioned";--> statement-breakpoint
ALTER TABLE "transactions_unpartitioned" RENAME CONSTRAINT "transactions_pkey" TO "transactions_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "transactions_tenant_mode_created_idx" RENAME TO "transactions_unpartitioned_tenant_mode_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_merchant_mode_created_idx" RENAME TO "transactions_unpartitioned_merchant_mode_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_mode_created_idx" RENAME TO "transactions_unpartitioned_mode_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_tenant_mode_status_created_idx" RENAME TO "transactions_unpartitioned_tenant_mode_status_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_merchant_mode_status_created_idx" RENAME TO "transactions_unpartitioned_merchant_mode_status_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_tenant_mode_type_created_idx" RENAME TO "transactions_unpartitioned_tenant_mode_type_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_customer_email_idx" RENAME TO "transactions_unpartitioned_customer_email_idx";--> statement-breakpoint
ALTER INDEX "transactions_velocity_card_idx" RENAME TO "transactions_unpartitioned_velocity_card_idx";--> statement-breakpoint
ALTER INDEX "transactions_velocity_email_idx" RENAME TO "transactions_unpartitioned_velocity_email_idx";--> statement-breakpoint
ALTER INDEX "transactions_velocity_ip_idx" RENAME TO "transactions_unpartitioned_velocity_ip_idx";--> statement-breakpoint
ALTER INDEX "transactions_card_last4_idx" RENAME TO "transactions_unpartitioned_card_last4_idx";--> statement-breakpoint
ALTER INDEX "transactions_parent_idx" RENAME TO "transactions_unpartitioned_parent_idx";--> statement-breakpoint
CREATE TABLE "transactions" (LIKE "transactions_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("created_at");--> statement-breakpoint
-- Rows of a month without its partition (an import of old data, a clock far off) land here; the maintenance job
-- (transaction_partitions_split_default) moves them into their month's partition.
CREATE TABLE "transactions_default" PARTITION OF "transactions" DEFAULT;--> statement-breakpoint
-- The partition of the UTC month holding `month_start`, created if missing; rows of that month already in the default
-- partition move into it first (a partition cannot be created over rows the default holds). Idempotent, and safe for
-- replicas racing: the advisory lock serialises them, the second finds the partition there. Returns whether it created one.
CREATE FUNCTION "transaction_partition_ensure"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', month_start::timestamp)::date;
  part text := format('transactions_%s', to_char(m, 'YYYY_MM'));
  lo timestamptz := m::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (m + interval '1 month')::timestamp AT TIME ZONE 'UTC';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('transaction_partitions'));
  IF to_regclass(part) IS NOT NULL THEN
    RETURN false;
  END IF;
  IF EXISTS (SELECT 1 FROM transactions_default WHERE created_at >= lo AND created_at < hi) THEN
    EXECUTE format('CREATE TABLE %I (LIKE transactions INCLUDING DEFAULTS)', part);
    -- Straight from the default partition into the new table: no statement on transactions, so neither the day
    -- totals nor the children's triggers see a move.
    EXECUTE format('WITH moved AS (DELETE FROM transactions_default WHERE created_at >= $1 AND created_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved', part) USING lo, hi;
    EXECUTE format('ALTER TABLE transactions ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF transactions FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
  END IF;
  RETURN true;
END $$;
--> statement-breakpoint
-- Every month with rows in the default partition gets its partition; returns how many were created.
CREATE FUNCTION "transaction_partitions_split_default"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m date;
  created integer := 0;
BEGIN
  FOR m IN SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC')::date FROM transactions_default ORDER BY 1 LOOP
    IF transaction_partition_ensure(m) THEN
      created := created + 1;
    END IF;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
SELECT transaction_partition_ensure(m) FROM (
  SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS m FROM transactions_unpartitioned
  UNION
  SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => n))::date FROM generate_series(0, 3) AS n
) months ORDER BY m;--> statement-breakpoint
INSERT INTO "transactions" SELECT * FROM "transactions_unpartitioned";--> statement-breakpoint
-- The indexes (defined on the parent, so every partition, present and future, has its own).
CREATE INDEX "transactions_tenant_mode_created_idx" ON "transactions" USING btree ("tenant_id","mode","created_at","id") INCLUDE ("merchant_id","type","status","amount","currency","payment_method","card_country");--> statement-breakpoint
CREATE INDEX "transactions_merchant_mode_created_idx" ON "transactions" USING btree ("merchant_id","mode","created_at","id") INCLUDE ("type","status","amount","currency","payment_method","card_country");--> statement-breakpoint
CREATE INDEX "transactions_mode_created_idx" ON "transactions" USING btree ("mode","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_tenant_mode_status_created_idx" ON "transactions" USING btree ("tenant_id","mode","status","created_at","id") INCLUDE ("payment_method","type");--> statement-breakpoint
CREATE INDEX "transactions_merchant_mode_status_created_idx" ON "transactions" USING btree ("merchant_id","mode","status","created_at","id") INCLUDE ("payment_method","type");--> statement-breakpoint
CREATE INDEX "transactions_tenant_mode_type_created_idx" ON "transactions" USING btree ("tenant_id","mode","type","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_customer_email_idx" ON "transactions" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "transactions_velocity_card_idx" ON "transactions" USING btree ("merchant_id","card_first6","card_last4","created_at") WHERE "parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "transactions_velocity_email_idx" ON "transactions" USING btree ("merchant_id","customer_email","created_at") WHERE "parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "transactions_velocity_ip_idx" ON "transactions" USING btree ("merchant_id","customer_ip","created_at") WHERE "parent_id" IS NULL;--> statement-breakpoint
CREATE INDEX "transactions_card_last4_idx" ON "transactions" USING btree ("card_last4","card_first6");--> statement-breakpoint
CREATE INDEX "transactions_parent_idx" ON "transactions" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The day totals (ADR 0060) as before, on the partitioned table (statement triggers with transition tables see the
-- rows of every partition). A delete under `portal.keep_day_totals = on` (retention, ADR 0117) leaves the totals as
-- they are: a report over an archived month still adds up.
CREATE TRIGGER "transactions_day_totals_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (current_setting('portal.keep_day_totals', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "transaction_day_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_clear"();--> statement-breakpoint
-- What the 18 foreign keys to transactions.id did on delete (no foreign key can reference a partitioned table's id
-- without its partition key): the rows that hang off a deleted transaction go (cascade) or forget it (set null),
-- one statement per table for the whole DELETE statement.
CREATE FUNCTION "transaction_children_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM accounting_entries WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM antifraud_checks WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM apm_requests WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM cascading_attempts WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM disputes WHERE chargeback_id IN (SELECT id FROM old_rows) OR payment_id IN (SELECT id FROM old_rows);
  DELETE FROM merchant_payments WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM smart_routing_logs WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM transaction_api_logs WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM transaction_events WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM transaction_fees WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM transaction_rejections WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM transaction_relationships WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM utr_resubmissions WHERE transaction_id IN (SELECT id FROM old_rows);
  UPDATE bank_deposits SET transaction_id = NULL WHERE transaction_id IN (SELECT id FROM old_rows);
  UPDATE open_banking_events SET transaction_id = NULL WHERE transaction_id IN (SELECT id FROM old_rows);
  UPDATE tenpay_bank_order_items SET transaction_id = NULL WHERE transaction_id IN (SELECT id FROM old_rows);
  UPDATE webhook_messages SET transaction_id = NULL WHERE transaction_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_children_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_children_on_delete"();--> statement-breakpoint
-- TRUNCATE transactions CASCADE emptied them through the foreign keys; now this does.
CREATE FUNCTION "transaction_children_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE accounting_entries, antifraud_checks, apm_requests, cascading_attempts, disputes, merchant_payments, smart_routing_logs,
    transaction_api_logs, transaction_events, transaction_fees, transaction_rejections, transaction_relationships, utr_resubmissions CASCADE;
  UPDATE bank_deposits SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  UPDATE open_banking_events SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  UPDATE tenpay_bank_order_items SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  UPDATE webhook_messages SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_children_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_children_on_truncate"();
