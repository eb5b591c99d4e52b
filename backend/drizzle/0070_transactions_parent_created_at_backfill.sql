-- Custom SQL migration file, put your code below! --
-- Each follow-up's parent_created_at from its parent (ADR 0117 "Session 30"); the writers set it from now on.
-- The day-totals update trigger sees the same rows before and after (no total moves).
UPDATE "transactions" c SET "parent_created_at" = p."created_at"
  FROM "transactions" p
  WHERE c."parent_id" IS NOT NULL AND c."parent_created_at" IS NULL AND p."id" = c."parent_id";
