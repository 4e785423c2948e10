import { useState, type FormEvent } from 'react';
import {
  contentRequestKindValues,
  createContentRequestSchema,
} from '@shared/contracts/client-portal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useContentRequests, useRequestContent } from '../api/requests';

const kindLabel = { channel: 'Channel', movie: 'Movie', series: 'Series' } as const;
const statusLabel = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Added',
  rejected: 'Not possible',
} as const;

/** Ask for a channel, movie or series; see each request's status and the business's answer. */
export function ContentRequestsSection({ token }: { token: string }) {
  const requests = useContentRequests(token);
  const create = useRequestContent(token);
  const [values, setValues] = useState({ kind: 'channel', title: '', details: '' });
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createContentRequestSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setError(null);
    try {
      await create.mutateAsync(parsed.data);
      toast.success('Request Sent', 'We will let you know when it is added.');
      setValues({ kind: values.kind, title: '', details: '' });
    } catch (e) {
      toast.error('Request Not Sent', isApiRequestError(e) ? e.message : 'Please try again.');
    }
  }

  return (
    <Card id="content">
      <CardHeader>
        <CardTitle>Request content</CardTitle>
        <CardDescription>Missing a channel, movie or series? Ask us to add it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          className="flex flex-col gap-3 sm:max-w-lg"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
        >
          <Label htmlFor="content-kind">Type</Label>
          <select
            id="content-kind"
            className={fieldClasses}
            value={values.kind}
            onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value }))}
          >
            {contentRequestKindValues.map((k) => (
              <option key={k} value={k}>
                {kindLabel[k]}
              </option>
            ))}
          </select>
          <Label htmlFor="content-title">Title</Label>
          <Input
            id="content-title"
            value={values.title}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
          />
          {error && <p className="text-sm text-destructive">{error}</p>}
          <Label htmlFor="content-details">Details (optional)</Label>
          <Input
            id="content-details"
            value={values.details}
            onChange={(e) => setValues((v) => ({ ...v, details: e.target.value }))}
          />
          <Button type="submit" disabled={create.isPending}>
            Send request
          </Button>
        </form>
        <ul className="flex flex-col gap-2" aria-label="Your content requests">
          {(requests.data?.requests ?? []).map((r) => (
            <li key={r.id} className="rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {kindLabel[r.kind]}: {r.title}
                </span>
                <Badge
                  variant={
                    r.status === 'completed'
                      ? 'success'
                      : r.status === 'rejected'
                        ? 'destructive'
                        : 'secondary'
                  }
                >
                  {statusLabel[r.status]}
                </Badge>
              </div>
              {r.adminResponse && <p>Our answer: {r.adminResponse}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
