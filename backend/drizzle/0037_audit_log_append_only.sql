-- The audit log is append-only (ADR 0081): every UPDATE, DELETE and TRUNCATE of audit_events is refused, whoever
-- runs it. Only the table's owner can switch the trigger off (ALTER TABLE ... DISABLE TRIGGER), which the app never
-- does; an edit made that way still breaks the hash chain, which `npm run audit:verify` and the page report.
CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
