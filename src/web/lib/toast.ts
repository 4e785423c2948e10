import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The one toast helper: a title and an optional description, in the four variants of SPEC.md section 2.
 * The container (position, count, duration, width, gap) is configured once in components/toaster.tsx.
 *
 * sonner loads after the first screen (it is not needed to render one); a toast raised before the
 * container is mounted waits for it, because sonner drops toasts nobody is subscribed to yet.
 */

export interface ToastOptions {
  /** Milliseconds; the container default is 4000. */
  duration?: number;
  id?: string | number;
}

type Sonner = typeof SonnerModule;
type Variant = 'success' | 'error' | 'warning' | 'info';

let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

/** Called by the mounted toast container once it listens for toasts. */
export function toasterMounted(sonner: Sonner): void {
  markReady(sonner);
}

function variant(name: Variant) {
  return (title: string, description?: string, options?: ToastOptions): void => {
    const data: ExternalToast = {
      ...(description === undefined ? {} : { description }),
      ...(options?.duration === undefined ? {} : { duration: options.duration }),
      ...(options?.id === undefined ? {} : { id: options.id }),
    };
    void ready.then((sonner) => sonner.toast[name](title, data));
  };
}

export const toast = {
  success: variant('success'),
  error: variant('error'),
  warning: variant('warning'),
  info: variant('info'),
  dismiss: (id?: string | number) => void ready.then((sonner) => sonner.toast.dismiss(id)),
};
