CREATE TABLE "transaction_hour_totals" (
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"payment_method" text NOT NULL,
	"transactions" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_hour_totals_key" UNIQUE("merchant_id","mode","hour","currency","status","type","payment_method")
);
--> statement-breakpoint
CREATE INDEX "transaction_hour_totals_tenant_idx" ON "transaction_hour_totals" USING btree ("tenant_id","mode","hour");--> statement-breakpoint
-- ADR 0060, session 12: transaction_hour_totals, kept like transaction_day_totals (migration 0028) by
-- statement-level triggers with transition tables: one grouped upsert per statement, in key order, in the
-- writer's own database transaction. The day totals' key without the channel (no report per local day or
-- ragged end groups by it), per UTC hour (date_trunc at UTC whatever the session's time zone).
CREATE FUNCTION "transaction_hour_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_hour_totals AS t (tenant_id, merchant_id, mode, hour, currency, status, type, payment_method, transactions, amount)
    SELECT tenant_id, merchant_id, mode, date_trunc('hour', created_at, 'UTC'), currency, status, type, payment_method, count(*)::int, sum(amount)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT transaction_hour_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    -- An UPDATE moves a row from its old key to its new one; one that changes no summed column writes nothing.
    INSERT INTO transaction_hour_totals AS t (tenant_id, merchant_id, mode, hour, currency, status, type, payment_method, transactions, amount)
    SELECT tenant_id, merchant_id, mode, hour, currency, status, type, payment_method, sum(n)::int, sum(a)
    FROM (
      SELECT tenant_id, merchant_id, mode, date_trunc('hour', created_at, 'UTC') AS hour, currency, status, type, payment_method, -1 AS n, -amount::bigint AS a
      FROM old_rows
      UNION ALL
      SELECT tenant_id, merchant_id, mode, date_trunc('hour', created_at, 'UTC'), currency, status, type, payment_method, 1, amount::bigint
      FROM new_rows
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT transaction_hour_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO transaction_hour_totals AS t (tenant_id, merchant_id, mode, hour, currency, status, type, payment_method, transactions, amount)
    SELECT tenant_id, merchant_id, mode, date_trunc('hour', created_at, 'UTC'), currency, status, type, payment_method, -count(*)::int, -sum(amount)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT transaction_hour_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "transaction_hour_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE transaction_hour_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_hour_totals_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_hour_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_hour_totals_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_hour_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_hour_totals_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_hour_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "transactions_hour_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_hour_totals_clear"();
--> statement-breakpoint
-- Backfill: the transactions already there.
INSERT INTO "transaction_hour_totals" (tenant_id, merchant_id, mode, hour, currency, status, type, payment_method, transactions, amount)
SELECT tenant_id, merchant_id, mode, date_trunc('hour', created_at, 'UTC'), currency, status, type, payment_method, count(*)::int, sum(amount)
FROM "transactions" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
