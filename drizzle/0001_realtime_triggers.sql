-- Realtime: every watched table (src/shared/contracts/realtime.ts, realtimeTables) notifies the
-- 'app_changes' channel with {table, op, id} after each row change. Never row data: payloads are
-- capped at 8000 bytes and may reach sockets that must not see the row.
CREATE OR REPLACE FUNCTION notify_app_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_id := OLD.id::text;
  ELSE
    row_id := NEW.id::text;
  END IF;
  PERFORM pg_notify(
    'app_changes',
    json_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id)::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "banners_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "banners" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "captured_payments_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "captured_payments" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "clients_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "clients" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "content_pages_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "content_pages" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "content_requests_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "content_requests" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "downloads_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "downloads" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "footer_content_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "footer_content" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "homepage_content_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "homepage_content" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "image_registry_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "image_registry" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "knowledge_base_articles_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "knowledge_base_articles" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "leads_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "leads" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "notices_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "notices" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "package_upgrade_requests_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "package_upgrade_requests" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "packages_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "packages" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "pricing_specials_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "pricing_specials" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "release_notes_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "release_notes" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "seo_settings_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "seo_settings" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "site_branding_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "site_branding" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "site_settings_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "support_tickets_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "support_tickets" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "system_incidents_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "system_incidents" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "system_status_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "system_status" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
CREATE TRIGGER "testimonials_managed_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "testimonials_managed" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
