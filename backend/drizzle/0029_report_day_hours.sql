-- ADR 0060, session 12: the day totals split at the hour. Each transaction_day_totals row also holds how many
-- transactions and which amount fell in each UTC hour of its day ([1] = 00:00-01:00 UTC, 24 slots), so a report
-- on a clock whose midnight is not UTC's takes the hours on the other side of the user's midnight, and the whole
-- hours of a period's ragged ends, from the row it already reads instead of from the transactions.
-- The table is derived data: emptied, widened, and filled again from the transactions below.
TRUNCATE "transaction_day_totals";--> statement-breakpoint
ALTER TABLE "transaction_day_totals" ADD COLUMN "hour_transactions" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_day_totals" ADD COLUMN "hour_amounts" bigint[] NOT NULL;--> statement-breakpoint
-- (hour, value) pairs summed into the 24 hourly slots of a day, hours without a pair as 0.
CREATE FUNCTION "transaction_hour_slots"(hours integer[], vals bigint[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(coalesce(v.total, 0) ORDER BY s.hour)
  FROM generate_series(0, 23) AS s(hour)
  LEFT JOIN (SELECT u.hour, sum(u.val)::bigint AS total FROM unnest(hours, vals) AS u(hour, val) GROUP BY u.hour) v ON v.hour = s.hour
$$;
--> statement-breakpoint
-- Two days' slots added hour by hour (an upsert adding a statement's changes to the row).
CREATE FUNCTION "transaction_hour_slots_add"(a bigint[], b bigint[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(u.x + u.y ORDER BY u.i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;
--> statement-breakpoint
-- Migration 0028's trigger function, now also keeping the hourly slots. Each statement's rows are summed per key
-- and UTC hour first, then per key with the hours as slots: still one grouped upsert per statement, in key order.
CREATE OR REPLACE FUNCTION "transaction_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transaction_day_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount, hour_transactions, hour_amounts)
    SELECT tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, sum(n)::int, sum(a),
      transaction_hour_slots(array_agg(hour), array_agg(n))::int[], transaction_hour_slots(array_agg(hour), array_agg(a))
    FROM (
      SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, payment_method, payment_channel_id,
        extract(hour FROM created_at AT TIME ZONE 'UTC')::int AS hour, count(*)::bigint AS n, sum(amount)::bigint AS a
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ) hours
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT transaction_day_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount,
      hour_transactions = transaction_hour_slots_add(t.hour_transactions::bigint[], excluded.hour_transactions::bigint[])::int[],
      hour_amounts = transaction_hour_slots_add(t.hour_amounts, excluded.hour_amounts);
  ELSIF TG_OP = 'UPDATE' THEN
    -- An UPDATE moves a row from its old key and hour to its new ones. Updates that change no summed column (card
    -- data, e-mail) net to zero in every hour and write nothing.
    INSERT INTO transaction_day_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount, hour_transactions, hour_amounts)
    SELECT tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, sum(n)::int, sum(a),
      transaction_hour_slots(array_agg(hour), array_agg(n))::int[], transaction_hour_slots(array_agg(hour), array_agg(a))
    FROM (
      SELECT tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, hour, sum(n)::bigint AS n, sum(a)::bigint AS a
      FROM (
        SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, payment_method, payment_channel_id,
          extract(hour FROM created_at AT TIME ZONE 'UTC')::int AS hour, -1 AS n, -amount::bigint AS a
        FROM old_rows
        UNION ALL
        SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date, currency, status, type, payment_method, payment_channel_id,
          extract(hour FROM created_at AT TIME ZONE 'UTC')::int, 1, amount::bigint
        FROM new_rows
      ) changes
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 HAVING sum(n) <> 0 OR sum(a) <> 0
    ) hours
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT transaction_day_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount,
      hour_transactions = transaction_hour_slots_add(t.hour_transactions::bigint[], excluded.hour_transactions::bigint[])::int[],
      hour_amounts = transaction_hour_slots_add(t.hour_amounts, excluded.hour_amounts);
  ELSE
    INSERT INTO transaction_day_totals AS t (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount, hour_transactions, hour_amounts)
    SELECT tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, -sum(n)::int, -sum(a),
      transaction_hour_slots(array_agg(hour), array_agg(-n))::int[], transaction_hour_slots(array_agg(hour), array_agg(-a))
    FROM (
      SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, payment_method, payment_channel_id,
        extract(hour FROM created_at AT TIME ZONE 'UTC')::int AS hour, count(*)::bigint AS n, sum(amount)::bigint AS a
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ) hours
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT transaction_day_totals_key
    DO UPDATE SET transactions = t.transactions + excluded.transactions, amount = t.amount + excluded.amount,
      hour_transactions = transaction_hour_slots_add(t.hour_transactions::bigint[], excluded.hour_transactions::bigint[])::int[],
      hour_amounts = transaction_hour_slots_add(t.hour_amounts, excluded.hour_amounts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Backfill: the transactions already there, with their hours.
INSERT INTO "transaction_day_totals" (tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, transactions, amount, hour_transactions, hour_amounts)
SELECT tenant_id, merchant_id, mode, day, currency, status, type, payment_method, payment_channel_id, sum(n)::int, sum(a),
  transaction_hour_slots(array_agg(hour), array_agg(n))::int[], transaction_hour_slots(array_agg(hour), array_agg(a))
FROM (
  SELECT tenant_id, merchant_id, mode, (created_at AT TIME ZONE 'UTC')::date AS day, currency, status, type, payment_method, payment_channel_id,
    extract(hour FROM created_at AT TIME ZONE 'UTC')::int AS hour, count(*)::bigint AS n, sum(amount)::bigint AS a
  FROM "transactions" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
) hours
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
