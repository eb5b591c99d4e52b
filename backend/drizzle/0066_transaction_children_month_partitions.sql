-- ADR 0117 (session 29): the transactions' large children (events, API logs, journals) partitioned by their
-- transaction's month, like the parent (migration 0060). Each gains `transaction_created_at` (its transaction's
-- created_at), becomes PARTITION BY RANGE (transaction_created_at) with the parent's month bounds and names
-- (transaction_events_2026_11, …, a default partition each), and its primary key becomes (id, transaction_created_at).
-- drizzle cannot declare partitioning, so the conversion is written here; the snapshot of this migration is
-- drizzle-kit's for the schema that declares the new column and keys, so a later `drizzle-kit generate` sees no
-- difference. The table is renamed, a partitioned one takes its name (its columns plus the new one), every month
-- the parent has a partition for (and this month and the next three) gets its partition, the rows are copied with
-- their transaction's created_at (a row whose transaction is gone is not copied), the indexes and keys are built on
-- the parent (every partition, present and future, gets its own), and the old table is dropped.
-- The foreign key webhook_messages.event_id -> transaction_events.id (on delete set null) cannot reference a key
-- without the partition key: the delete trigger of transactions does what it did.
ALTER TABLE "webhook_messages" DROP CONSTRAINT "webhook_messages_event_id_transaction_events_id_fk";--> statement-breakpoint
ALTER TABLE "transaction_events" RENAME TO "transaction_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "transaction_events_unpartitioned" RENAME CONSTRAINT "transaction_events_pkey" TO "transaction_events_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "transaction_events_tx_idx" RENAME TO "transaction_events_unpartitioned_tx_idx";--> statement-breakpoint
CREATE TABLE "transaction_events" (LIKE "transaction_events_unpartitioned" INCLUDING DEFAULTS, "transaction_created_at" timestamp with time zone NOT NULL) PARTITION BY RANGE ("transaction_created_at");--> statement-breakpoint
CREATE TABLE "transaction_events_default" PARTITION OF "transaction_events" DEFAULT;--> statement-breakpoint
ALTER TABLE "transaction_api_logs" RENAME TO "transaction_api_logs_unpartitioned";--> statement-breakpoint
ALTER TABLE "transaction_api_logs_unpartitioned" RENAME CONSTRAINT "transaction_api_logs_pkey" TO "transaction_api_logs_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "transaction_api_logs_tx_idx" RENAME TO "transaction_api_logs_unpartitioned_tx_idx";--> statement-breakpoint
CREATE TABLE "transaction_api_logs" (LIKE "transaction_api_logs_unpartitioned" INCLUDING DEFAULTS, "transaction_created_at" timestamp with time zone NOT NULL) PARTITION BY RANGE ("transaction_created_at");--> statement-breakpoint
CREATE TABLE "transaction_api_logs_default" PARTITION OF "transaction_api_logs" DEFAULT;--> statement-breakpoint
ALTER TABLE "accounting_entries" RENAME TO "accounting_entries_unpartitioned";--> statement-breakpoint
ALTER TABLE "accounting_entries_unpartitioned" RENAME CONSTRAINT "accounting_entries_pkey" TO "accounting_entries_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "accounting_entries_tx_idx" RENAME TO "accounting_entries_unpartitioned_tx_idx";--> statement-breakpoint
ALTER INDEX "accounting_entries_merchant_account_idx" RENAME TO "accounting_entries_unpartitioned_merchant_account_idx";--> statement-breakpoint
CREATE TABLE "accounting_entries" (LIKE "accounting_entries_unpartitioned" INCLUDING DEFAULTS, "transaction_created_at" timestamp with time zone NOT NULL) PARTITION BY RANGE ("transaction_created_at");--> statement-breakpoint
CREATE TABLE "accounting_entries_default" PARTITION OF "accounting_entries" DEFAULT;--> statement-breakpoint
-- One month's partition of transactions and of each partitioned child, created together (the same bounds, the
-- names `<table>_YYYY_MM`), each only if missing; rows of that month in a table's default partition move into the
-- new partition first (a partition cannot be created over rows the default holds), by statements on the partitions
-- themselves (no trigger of the parents sees a move). The advisory lock serialises replicas racing. Answers whether
-- it created any.
CREATE OR REPLACE FUNCTION "transaction_partition_ensure"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', month_start::timestamp)::date;
  lo timestamptz := m::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (m + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  parent text;
  key text;
  part text;
  created boolean := false;
  has_rows boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('transaction_partitions'));
  FOR parent, key IN SELECT * FROM (VALUES ('transactions', 'created_at'), ('transaction_events', 'transaction_created_at'),
      ('transaction_api_logs', 'transaction_created_at'), ('accounting_entries', 'transaction_created_at')) AS p(parent, key) LOOP
    part := format('%s_%s', parent, to_char(m, 'YYYY_MM'));
    CONTINUE WHEN to_regclass(part) IS NOT NULL;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I >= $1 AND %I < $2)', parent || '_default', key, key) INTO STRICT has_rows USING lo, hi;
    IF has_rows THEN
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, parent);
      EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= $1 AND %I < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
        parent || '_default', key, key, part) USING lo, hi;
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, part, lo, hi);
    ELSE
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi);
    END IF;
    created := true;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
-- Every month with rows in a default partition (of transactions or of a partitioned child) gets its partitions;
-- answers how many months got any.
CREATE OR REPLACE FUNCTION "transaction_partitions_split_default"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m date;
  created integer := 0;
BEGIN
  FOR m IN
    SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date FROM transactions_default
    UNION SELECT date_trunc('month', transaction_created_at AT TIME ZONE 'UTC')::date FROM transaction_events_default
    UNION SELECT date_trunc('month', transaction_created_at AT TIME ZONE 'UTC')::date FROM transaction_api_logs_default
    UNION SELECT date_trunc('month', transaction_created_at AT TIME ZONE 'UTC')::date FROM accounting_entries_default
    ORDER BY 1
  LOOP
    IF transaction_partition_ensure(m) THEN
      created := created + 1;
    END IF;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
-- The children's months: every month transactions has a partition for (those with rows, the months made ahead),
-- the months of the children's rows, and this month and the next three.
SELECT transaction_partition_ensure(m) FROM (
  SELECT to_date(substr(c.relname, 14), 'YYYY_MM') AS m FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
  WHERE i.inhparent = 'transactions'::regclass AND c.relname ~ '^transactions_[0-9]{4}_[0-9]{2}$'
  UNION
  SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC')::date FROM transactions
  UNION
  SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => n))::date FROM generate_series(0, 3) AS n
) months ORDER BY m;--> statement-breakpoint
-- A row whose transaction is gone (none should be: the delete trigger removes them) is not copied.
INSERT INTO "transaction_events" SELECT c.*, t.created_at FROM "transaction_events_unpartitioned" c JOIN transactions t ON t.id = c.transaction_id;--> statement-breakpoint
-- A row whose transaction is gone (none should be: the delete trigger removes them) is not copied.
INSERT INTO "transaction_api_logs" SELECT c.*, t.created_at FROM "transaction_api_logs_unpartitioned" c JOIN transactions t ON t.id = c.transaction_id;--> statement-breakpoint
-- A row whose transaction is gone (none should be: the delete trigger removes them) is not copied.
INSERT INTO "accounting_entries" SELECT c.*, t.created_at FROM "accounting_entries_unpartitioned" c JOIN transactions t ON t.id = c.transaction_id;--> statement-breakpoint
-- The keys and indexes (on the parents, so every partition, present and future, has its own).
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_pkey" PRIMARY KEY("id","transaction_created_at");--> statement-breakpoint
ALTER TABLE "transaction_api_logs" ADD CONSTRAINT "transaction_api_logs_pkey" PRIMARY KEY("id","transaction_created_at");--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_pkey" PRIMARY KEY("id","transaction_created_at");--> statement-breakpoint
CREATE INDEX "transaction_events_tx_idx" ON "transaction_events" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_api_logs_tx_idx" ON "transaction_api_logs" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "accounting_entries_tx_idx" ON "accounting_entries" USING btree ("transaction_id","journal","line");--> statement-breakpoint
CREATE INDEX "accounting_entries_merchant_account_idx" ON "accounting_entries" USING btree ("merchant_id","account","currency");--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_api_logs" ADD CONSTRAINT "transaction_api_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_api_logs" ADD CONSTRAINT "transaction_api_logs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What the foreign keys did on delete (migration 0060), the three partitioned children matched on their
-- transaction's key (id, created_at), and the webhook messages of the deleted events forgetting them.
CREATE OR REPLACE FUNCTION "transaction_children_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE webhook_messages SET event_id = NULL WHERE event_id IN (
    SELECT e.id FROM transaction_events e JOIN old_rows o ON e.transaction_id = o.id AND e.transaction_created_at = o.created_at);
  DELETE FROM accounting_entries c USING old_rows o WHERE c.transaction_id = o.id AND c.transaction_created_at = o.created_at;
  DELETE FROM antifraud_checks WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM apm_requests WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM cascading_attempts WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM disputes WHERE chargeback_id IN (SELECT id FROM old_rows) OR payment_id IN (SELECT id FROM old_rows);
  DELETE FROM merchant_payments WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM smart_routing_logs WHERE transaction_id IN (SELECT id FROM old_rows);
  DELETE FROM transaction_api_logs c USING old_rows o WHERE c.transaction_id = o.id AND c.transaction_created_at = o.created_at;
  DELETE FROM transaction_events c USING old_rows o WHERE c.transaction_id = o.id AND c.transaction_created_at = o.created_at;
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
-- TRUNCATE transactions: as before; webhook_messages is truncated with transaction_events as its foreign key did.
CREATE OR REPLACE FUNCTION "transaction_children_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE accounting_entries, antifraud_checks, apm_requests, cascading_attempts, disputes, merchant_payments, smart_routing_logs,
    transaction_api_logs, transaction_events, webhook_messages, transaction_fees, transaction_rejections, transaction_relationships, utr_resubmissions CASCADE;
  UPDATE bank_deposits SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  UPDATE open_banking_events SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  UPDATE tenpay_bank_order_items SET transaction_id = NULL WHERE transaction_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TABLE "transaction_events_unpartitioned";--> statement-breakpoint
DROP TABLE "transaction_api_logs_unpartitioned";--> statement-breakpoint
DROP TABLE "accounting_entries_unpartitioned";
