import { useState } from 'react';
import { Download as DownloadIcon } from 'lucide-react';
import type { Download } from '@shared/contracts/public-site';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCountDownload } from '../api/count-download';
import { AppLogo } from './app-logo';

type Delivery = 'download' | 'whatsapp' | 'email' | 'both';

const deliveries: { value: Delivery; label: string }[] = [
  { value: 'download', label: 'Download only' },
  { value: 'whatsapp', label: 'Download + instructions by WhatsApp' },
  { value: 'email', label: 'Download + instructions by email' },
  { value: 'both', label: 'Download + instructions by WhatsApp and email' },
];

export interface DownloadDialogProps {
  app: Download;
  onClose: () => void;
}

/**
 * An app's download dialog (SPEC.md section 4). The download is counted on the server. Sending the
 * installation instructions by WhatsApp or email comes with the next issue: the choice is shown,
 * only 'Download only' can be picked for now.
 */
export default function DownloadDialog({ app, onClose }: DownloadDialogProps) {
  const [delivery, setDelivery] = useState<Delivery>('download');
  const count = useCountDownload();
  const url = app.downloadUrl;

  const started = () => {
    // Counting must not hold up the download; a failed count is not the visitor's problem.
    count.mutate(app.id, { onError: () => undefined });
    toast.success('Download Started', `${app.name} is downloading.`);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <div className="flex items-center gap-3">
            <AppLogo src={app.logoUrl} size={48} />
            <div>
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
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">How would you like it?</legend>
          {deliveries.map((option) => (
            <label
              key={option.value}
              className={`flex items-center gap-3 rounded-lg border border-border p-3 text-sm ${
                option.value === 'download' ? 'cursor-pointer' : 'opacity-60'
              }`}
            >
              <input
                type="radio"
                name="delivery"
                value={option.value}
                checked={delivery === option.value}
                disabled={option.value !== 'download'}
                onChange={() => setDelivery(option.value)}
                className="size-4 accent-sky-400"
              />
              {option.label}
            </label>
          ))}
          <p className="text-xs text-muted-foreground">
            Installation instructions by WhatsApp or email are coming soon; see the Setup Guide
            meanwhile.
          </p>
        </fieldset>
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
          {url ? (
            <Button asChild>
              <a href={url} target="_blank" rel="noopener noreferrer" onClick={started}>
                <DownloadIcon aria-hidden />
                Download
              </a>
            </Button>
          ) : (
            <Button disabled>
              <DownloadIcon aria-hidden />
              Download
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
