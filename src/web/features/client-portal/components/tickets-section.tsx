import { useState, type FormEvent } from 'react';
import { createTicketSchema, ticketCategories } from '@shared/contracts/client-portal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useOpenTicket, useReplyToTicket, useTicket, useTickets } from '../api/requests';

export const ticketStatusLabel = {
  open: 'Open',
  awaiting_client: 'Awaiting your reply',
  resolved: 'Resolved',
  closed: 'Closed',
} as const;

const categoryLabel: Record<(typeof ticketCategories)[number], string> = {
  general: 'General',
  billing: 'Billing',
  technical: 'Technical',
  account: 'Account',
};

function failed(title: string, error: unknown) {
  toast.error(title, isApiRequestError(error) ? error.message : 'Please try again.');
}

function NewTicketForm({ token }: { token: string }) {
  const open = useOpenTicket(token);
  const [values, setValues] = useState({ subject: '', category: 'general', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTicketSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await open.mutateAsync(parsed.data);
      toast.success('Ticket Opened', 'We reply by your preferred channel.');
      setValues({ subject: '', category: 'general', message: '' });
    } catch (error) {
      failed('Ticket Not Opened', error);
    }
  }

  return (
    <form className="flex flex-col gap-3 sm:max-w-lg" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Label htmlFor="ticket-subject">Subject</Label>
      <Input
        id="ticket-subject"
        value={values.subject}
        aria-invalid={errors.subject ? true : undefined}
        onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))}
      />
      {errors.subject && <p className="text-sm text-destructive">{errors.subject}</p>}
      <Label htmlFor="ticket-category">Category</Label>
      <select
        id="ticket-category"
        className={fieldClasses}
        value={values.category}
        onChange={(e) => setValues((v) => ({ ...v, category: e.target.value }))}
      >
        {ticketCategories.map((c) => (
          <option key={c} value={c}>
            {categoryLabel[c]}
          </option>
        ))}
      </select>
      <Label htmlFor="ticket-message">Message</Label>
      <Textarea
        id="ticket-message"
        value={values.message}
        aria-invalid={errors.message ? true : undefined}
        onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
      />
      {errors.message && <p className="text-sm text-destructive">{errors.message}</p>}
      <Button type="submit" disabled={open.isPending}>
        Open ticket
      </Button>
    </form>
  );
}

function TicketThread({ token, id }: { token: string; id: string }) {
  const ticket = useTicket(token, id);
  const reply = useReplyToTicket(token);
  const [message, setMessage] = useState('');
  if (!ticket.data) return <p role="status">Loading the conversation…</p>;
  const t = ticket.data.ticket;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    try {
      await reply.mutateAsync({ id, message });
      setMessage('');
    } catch (error) {
      failed('Reply Not Sent', error);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <ol className="flex flex-col gap-2" aria-label="Conversation">
        {t.messages.map((m) => (
          <li
            key={m.id}
            className={
              m.authorType === 'client' ? 'rounded-md bg-muted p-3' : 'rounded-md bg-accent p-3'
            }
          >
            <p className="text-xs text-muted-foreground">
              {m.authorType === 'client' ? 'You' : 'Support'} · {formatDateTime(m.createdAt)}
            </p>
            <p className="whitespace-pre-wrap">{m.body}</p>
          </li>
        ))}
      </ol>
      {t.status !== 'closed' && (
        <form className="flex flex-col gap-2" onSubmit={(e) => void onSubmit(e)}>
          <Label htmlFor={`reply-${id}`}>Your reply</Label>
          <Textarea
            id={`reply-${id}`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            className="w-fit"
            disabled={reply.isPending || !message.trim()}
          >
            Send reply
          </Button>
        </form>
      )}
    </div>
  );
}

/** Open a ticket, read the thread, reply, see the status. */
export function TicketsSection({ token }: { token: string }) {
  const tickets = useTickets(token);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Card id="support">
      <CardHeader>
        <CardTitle>Support tickets</CardTitle>
        <CardDescription>We reply by your preferred channel, 9am-8pm, 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <NewTicketForm token={token} />
        <ul className="flex flex-col gap-3" aria-label="Your tickets">
          {(tickets.data?.tickets ?? []).map((t) => (
            <li key={t.id} className="flex flex-col gap-2">
              <button
                type="button"
                className="flex flex-wrap items-center gap-2 text-left"
                aria-expanded={openId === t.id}
                onClick={() => setOpenId(openId === t.id ? null : t.id)}
              >
                <span className="font-medium underline-offset-4 hover:underline">{t.subject}</span>
                <Badge variant={t.status === 'awaiting_client' ? 'warning' : 'secondary'}>
                  {ticketStatusLabel[t.status]}
                </Badge>
              </button>
              {openId === t.id && <TicketThread token={token} id={t.id} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
