CREATE TABLE "renewal_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_kind_check" CHECK ("renewal_reminders"."kind" in ('3_days', '1_day', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_client_kind_due_date_key" ON "renewal_reminders" USING btree ("client_id","kind","due_date");--> statement-breakpoint
CREATE INDEX "renewal_reminders_created_at_idx" ON "renewal_reminders" USING btree ("created_at" DESC NULLS LAST);