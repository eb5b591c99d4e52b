CREATE TABLE "transaction_card_country_totals" (
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"card_country" text NOT NULL,
	"transactions" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_card_country_totals_key" UNIQUE("merchant_id","mode","day","currency","status","type","card_country")
);
--> statement-breakpoint
CREATE INDEX "transaction_card_country_totals_tenant_idx" ON "transaction_card_country_totals" USING btree ("tenant_id","mode","day","merchant_id","currency","status","type","card_country","transactions","amount");--> statement-breakpoint
-- ADR 0123: kept by the database itself, as transaction_day_totals is (ADR 0060): statement-level triggers with
-- transition tables sum each INSERT, UPDATE or DELETE of payments with a card country into one grouped upsert, in
-- key order (two writers lock the same rows in the same order), in the writer's own database transaction. An UPDATE
-- moves a row from its old key to its new one; one that changes no summed column nets to zero and writes nothing.
CREATE FUNCTION "transaction_card_country_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_card_country_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, card_country, transactions, amount)
    SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, card_country, count(*)::int, sum(amount)
    FROM new_rows WHERE type IN ('Sale', 'Authorisation') AND card_country IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT transaction_card_country_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO transaction_card_country_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, card_country, transactions, amount)
    SELECT tenant_id, merchant_id, mode, day, currency, status, type, card_country, sum(n)::int, sum(a)
    FROM (
      SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, card_country, -1 AS n, -amount::bigint AS a
      FROM old_rows WHERE type IN ('Sale', 'Authorisation') AND card_country IS NOT NULL
      UNION ALL
      SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, card_country, 1, amount::bigint
      FROM new_rows WHERE type IN ('Sale', 'Authorisation') AND card_country IS NOT NULL
    ) changes
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT transaction_card_country_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO transaction_card_country_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, card_country, transactions, amount)
    SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, card_country, -count(*)::int, -sum(amount)
    FROM old_rows WHERE type IN ('Sale', 'Authorisation') AND card_country IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT transaction_card_country_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "transaction_card_country_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE transaction_card_country_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As the day totals': a delete under `portal.keep_day_totals = on` (retention, ADR 0117) leaves the totals as they
-- are, so a dashboard over an archived month still shows its countries.
CREATE TRIGGER "transactions_card_country_totals_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_card_country_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_card_country_totals_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_card_country_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_card_country_totals_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (current_setting('portal.keep_day_totals', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "transaction_card_country_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "transactions_card_country_totals_truncate" AFTER TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transaction_card_country_totals_clear"();--> statement-breakpoint
-- Backfill: the payments already there.
INSERT INTO "transaction_card_country_totals" (tenant_id, merchant_id, mode, day, currency, status, type, card_country, transactions, amount)
SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, card_country, count(*)::int, sum(amount)
FROM "transactions" WHERE type IN ('Sale', 'Authorisation') AND card_country IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
