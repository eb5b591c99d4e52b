-- ADR 0117: the table migration 0060 copied into the partitioned transactions; migration 0061 dropped the foreign keys
-- that still pointed at it.
DROP TABLE "transactions_unpartitioned";
