-- Realtime for the admin content screens (issue 7): message templates and admin accounts notify
-- too, so a second admin sees another's change at once. Same function as 0003: the payload is
-- {table, op, id} only (admin_users has no client_id), never row data such as the password hash.
DROP TRIGGER IF EXISTS "message_templates_notify_app_change" ON "message_templates";
--> statement-breakpoint
CREATE TRIGGER "message_templates_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "message_templates" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "admin_users_notify_app_change" ON "admin_users";
--> statement-breakpoint
CREATE TRIGGER "admin_users_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "admin_users" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
