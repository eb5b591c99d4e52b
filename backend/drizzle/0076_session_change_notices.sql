-- The API keeps each caller's session check in memory (ADR 0127). Every replica forgets what it keeps when anything a
-- session check reads changes: accounts, roles, tenants, merchants, or a grant of the OpenID provider (sign-out,
-- password change, expiry). These triggers tell every listening process through NOTIFY, whoever made the change.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_session_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER roles_session_change AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER tenants_session_change AFTER UPDATE OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER merchants_session_change AFTER UPDATE OR DELETE OR TRUNCATE ON merchants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- Of the provider's rows only grants matter: the others (sessions, codes, interactions) change at every sign-in.
CREATE TRIGGER oidc_grants_session_change AFTER UPDATE OR DELETE ON oidc_payloads
  FOR EACH ROW WHEN (OLD.type = 'Grant') EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER oidc_payloads_session_change_truncate AFTER TRUNCATE ON oidc_payloads
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
