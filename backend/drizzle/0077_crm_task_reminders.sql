-- The due date a task's assignee was last reminded of (ADR 0146): the reminder job tells each assignee once per due date.
ALTER TABLE "crm_tasks" ADD COLUMN "reminded_for" date;