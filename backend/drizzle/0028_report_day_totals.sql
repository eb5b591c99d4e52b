CREATE TABLE "transaction_day_totals" (
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_channel_id" uuid,
	"transactions" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_day_totals_key" UNIQUE NULLS NOT DISTINCT("merchant_id","mode","day","currency","status","type","payment_method","payment_channel_id")
);
--> statement-breakpoint
CREATE INDEX "transaction_day_totals_tenant_idx" ON "transaction_day_totals" USING btree ("tenant_id","mode","day");--> statement-breakpoint
-- ADR 0060: transaction_day_totals is kept by the database itself. Statement-level triggers with transition
-- tables sum each INSERT, UPDATE or DELETE on transactions (one grouped upsert per statement, in the writer's
-- own database transaction), so every writer (actions, virtual terminal, batches, open banking, disputes, bulk
-- status updates, the seeds, a later one) keeps the totals current without knowing they exist. Rows are
-- upserted in key order, so two writers lock the same totals rows in the same order (no deadlock).
CREATE FUNCTION "transaction_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_day_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount)
    SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, payment_method, payment_channel_id, count(*)::int, sum(amount)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT transaction_day_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An UPDATE moves a row from its old key to its new one. Updates that change no summed column (card data,
    -- e-mail) net to zero and write nothing.
    INSERT INTO transaction_day_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount)
    SELECT tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, sum(n)::int, sum(a)
    FROM (
      SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, payment_method, payment_channel_id, -1 AS n, -amount::bigint AS a
      FROM old_rows
      UNION ALL
      SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, payment_method, payment_channel_id, 1, amount::bigint
      FROM new_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT transaction_day_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO transaction_day_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount)
    SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, payment_method, payment_channel_id, -count(*)::int, -sum(amount)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT transaction_day_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "transaction_day_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE transaction_day_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_day_totals_clear"();
--> statement-breakpoint
-- Backfill: the transactions already there.
INSERT INTO "transaction_day_totals" (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount)
SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, payment_method, payment_channel_id, count(*)::int, sum(amount)
FROM "transactions" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
