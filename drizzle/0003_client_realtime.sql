-- Realtime for the client portal: the NOTIFY payload also names the client a row belongs to
-- ('client_id' of tables that have one, the id itself for clients, the ticket's client for ticket
-- messages), so the hub forwards a change only to that client's sockets. Still never row data.
CREATE OR REPLACE FUNCTION notify_app_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
  row_id text;
  owner_id text;
  payload jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_data := to_jsonb(OLD);
  ELSE
    row_data := to_jsonb(NEW);
  END IF;
  row_id := row_data->>'id';
  IF TG_TABLE_NAME = 'clients' THEN
    owner_id := row_id;
  ELSIF TG_TABLE_NAME = 'support_ticket_messages' THEN
    SELECT t.client_id::text INTO owner_id FROM support_tickets t
      WHERE t.id = (row_data->>'ticket_id')::uuid;
  ELSE
    owner_id := row_data->>'client_id';
  END IF;
  payload := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', row_id);
  IF owner_id IS NOT NULL THEN
    payload := payload || jsonb_build_object('client_id', owner_id);
  END IF;
  PERFORM pg_notify('app_changes', payload::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "payment_proofs_notify_app_change" ON "payment_proofs";
--> statement-breakpoint
CREATE TRIGGER "payment_proofs_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "payment_proofs" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "support_ticket_messages_notify_app_change" ON "support_ticket_messages";
--> statement-breakpoint
CREATE TRIGGER "support_ticket_messages_notify_app_change" AFTER INSERT OR UPDATE OR DELETE ON "support_ticket_messages" FOR EACH ROW EXECUTE FUNCTION notify_app_change();
