import { useId, useState } from 'react';
import { Download as DownloadIcon } from 'lucide-react';
import type { InstallGuideRequest, InstallGuideResponse } from '@shared/contracts/ordering';
import type { Download } from '@shared/contracts/public-site';
import { isValidPhone } from '@shared/rules/phone';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCountDownload } from '../api/count-download';
import { useSendInstallGuide } from '../api/send-install-guide';
import { AppLogo } from './app-logo';

type Delivery = 'download' | InstallGuideRequest['type'];

const deliveries: { value: Delivery; label: string }[] = [
  { value: 'download', label: 'Download only' },
  { value: 'whatsapp', label: 'Download + instructions by WhatsApp' },
  { value: 'email', label: 'Download + instructions by email' },
  { value: 'both', label: 'Download + instructions by WhatsApp and email' },
];

const channelName = { whatsapp: 'WhatsApp', email: 'email' } as const;

// The server checks with zod; this is the same shape of check without zod in the chunk.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ContactErrors {
  whatsapp?: string;
  email?: string;
  contact?: string;
}

/** SPEC.md section 5: the contact the chosen channels need. */
export function contactErrors(delivery: Delivery, whatsapp: string, email: string): ContactErrors {
  const wantsWhatsapp = delivery === 'whatsapp' || delivery === 'both';
  const wantsEmail = delivery === 'email' || delivery === 'both';
  const phone = whatsapp.trim();
  const mail = email.trim();
  if ((!wantsWhatsapp || phone === '') && (!wantsEmail || mail === '')) {
    return delivery === 'download' ? {} : { contact: 'Please enter contact information' };
  }
  const errors: ContactErrors = {};
  if (wantsWhatsapp && !isValidPhone(phone)) errors.whatsapp = 'Please enter a valid phone number';
  if (wantsEmail && !emailPattern.test(mail)) errors.email = 'Please enter a valid email address';
  return errors;
}

export interface DownloadDialogProps {
  app: Download;
  onClose: () => void;
  /** A signed-in client's own contact: 'send me the guide' starts filled in with it. */
  defaultContact?: GuideContact | undefined;
}

export interface GuideContact {
  whatsapp: string | null;
  email: string | null;
}

/**
 * An app's download dialog (SPEC.md sections 4, 5 and 8): download only, or download plus the
 * installation instructions by WhatsApp, email or both. The download is counted on the server.
 */
export default function DownloadDialog({ app, onClose, defaultContact }: DownloadDialogProps) {
  const [delivery, setDelivery] = useState<Delivery>('download');
  const [whatsapp, setWhatsapp] = useState(defaultContact?.whatsapp ?? '');
  const [email, setEmail] = useState(defaultContact?.email ?? '');
  const [errors, setErrors] = useState<ContactErrors>({});
  const count = useCountDownload();
  const guide = useSendInstallGuide();
  const url = app.downloadUrl;
  const ids = useId();
  const wantsWhatsapp = delivery === 'whatsapp' || delivery === 'both';
  const wantsEmail = delivery === 'email' || delivery === 'both';

  const startDownload = (): boolean => {
    if (!url) {
      toast.error('Download URL not available');
      return false;
    }
    try {
      const opened = window.open(url, '_blank');
      if (!opened) throw new Error('The download window did not open');
      opened.opener = null;
    } catch (error) {
      console.error('Download failed to start', error);
      toast.error('Download Error', 'Failed to start download. Please try again.');
      return false;
    }
    // Counting must not hold up the download; a failed count is not the visitor's problem.
    count.mutate(app.id, { onError: () => undefined });
    toast.success('Download Started', `${app.name} is downloading.`);
    return true;
  };

  const sendInstructions = async (type: InstallGuideRequest['type']) => {
    if (!app.installationGuide?.trim()) {
      toast.error(
        'No Instructions Available',
        `There are no installation instructions for ${app.name} yet. See our Setup Guide.`,
      );
      return;
    }
    let result: InstallGuideResponse;
    try {
      result = await guide.mutateAsync({
        downloadId: app.id,
        body: {
          type,
          ...(wantsWhatsapp ? { whatsapp: whatsapp.trim() } : {}),
          ...(wantsEmail ? { email: email.trim() } : {}),
        },
      });
    } catch (error) {
      if (isApiRequestError(error) && error.status === 422) {
        toast.error('No Instructions Available', error.message);
      } else if (isApiRequestError(error) && error.status === 400) {
        toast.error('Send Failed', error.message);
      } else {
        toast.error('Send Failed', 'Failed to send instructions');
      }
      return;
    }
    if (result.sent.length === 0) {
      toast.error('Send Failed', 'Failed to send instructions');
    } else if (result.refused.length > 0) {
      const sentBy = result.sent.map((channel) => channelName[channel]).join(' and ');
      const refused = result.refused
        .map((r) => `not by ${channelName[r.channel]}: ${r.reason}`)
        .join('; ');
      toast.error('Partially Sent', `Sent by ${sentBy}, ${refused}.`, { duration: 8000 });
    } else {
      const by = result.sent.map((channel) => channelName[channel]).join(' and ');
      toast.success(
        'Instructions Sent!',
        `The ${app.name} installation guide is on its way by ${by}.`,
      );
    }
  };

  const submit = () => {
    if (delivery !== 'download') {
      const found = contactErrors(delivery, whatsapp, email);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    if (!startDownload()) return;
    if (delivery !== 'download') void sendInstructions(delivery);
  };

  const contactInput = (
    kind: 'whatsapp' | 'email',
    label: string,
    value: string,
    onChange: (v: string) => void,
  ) => {
    const id = `${ids}-${kind}`;
    const error = errors[kind];
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type={kind === 'email' ? 'email' : 'tel'}
          autoComplete={kind === 'email' ? 'email' : 'tel'}
          placeholder={kind === 'email' ? 'you@example.com' : '+27XXXXXXXXX'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-12 w-full min-w-0 rounded-lg border border-input bg-input-background px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-3">
            <AppLogo src={app.logoUrl} size={48} />
            <div className="min-w-0">
              <DialogTitle>{app.name}</DialogTitle>
              <DialogDescription>
                {[app.version && `Version ${app.version}`, app.fileSize, app.fileType]
                  .filter(Boolean)
                  .join(' · ') || 'Player app'}
              </DialogDescription>
            </div>
          </div>
        </DialogHeader>
        {app.description && <p className="text-sm text-muted-foreground">{app.description}</p>}
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">How would you like it?</legend>
          {deliveries.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 text-sm has-checked:border-primary has-checked:bg-primary/10"
            >
              <input
                type="radio"
                name="delivery"
                value={option.value}
                checked={delivery === option.value}
                onChange={() => {
                  setDelivery(option.value);
                  setErrors({});
                }}
                className="size-4 shrink-0 accent-sky-400"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {wantsWhatsapp && contactInput('whatsapp', 'WhatsApp Number', whatsapp, setWhatsapp)}
        {wantsEmail && contactInput('email', 'Email Address', email, setEmail)}
        {errors.contact && (
          <p role="alert" className="text-sm font-medium text-red-300">
            {errors.contact}
          </p>
        )}
        {app.installationGuide && (
          <details className="rounded-lg border border-border p-3 text-sm">
            <summary className="cursor-pointer font-semibold">Installation guide</summary>
            <p className="mt-2 whitespace-pre-line text-muted-foreground">
              {app.installationGuide}
            </p>
          </details>
        )}
        {!url && (
          <p role="alert" className="text-sm font-semibold text-red-300">
            Download URL not available
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} disabled={!url || guide.isPending}>
            <DownloadIcon aria-hidden />
            {guide.isPending
              ? 'Sending...'
              : delivery === 'download'
                ? 'Download'
                : 'Download & Send'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
