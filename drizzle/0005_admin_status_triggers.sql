-- Admin operations (issue 7): change notifications for the tables the status page, the uptime strip
-- and the admin dashboard read, so the public cache (ADR 0005) and open screens refresh at once.
-- Same function and naming as 0001; DROP ... IF EXISTS keeps it safe next to other migrations.
DROP TRIGGER IF EXISTS "incident_updates_notify_app_change" ON "incident_updates";
--> statement-breakpoint
CREATE TRIGGER "incident_updates_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "incident_updates" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "health_checks_notify_app_change" ON "health_checks";
--> statement-breakpoint
CREATE TRIGGER "health_checks_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "health_checks" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "health_monitors_notify_app_change" ON "health_monitors";
--> statement-breakpoint
CREATE TRIGGER "health_monitors_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "health_monitors" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sync_failures_notify_app_change" ON "sync_failures";
--> statement-breakpoint
CREATE TRIGGER "sync_failures_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "sync_failures" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "outbox_notify_app_change" ON "outbox";
--> statement-breakpoint
CREATE TRIGGER "outbox_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "outbox" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
