import { toast as sonner, type ExternalToast } from 'sonner';

/**
 * The one toast helper: a title and an optional description, in the four variants of SPEC.md section 2.
 * The container (position, count, duration, width, gap) is configured once in app/provider.tsx.
 */

export interface ToastOptions {
  /** Milliseconds; the container default is 4000. */
  duration?: number;
  id?: string | number;
}

type Show = (title: string, description?: string, options?: ToastOptions) => string | number;

function variant(show: (message: string, data?: ExternalToast) => string | number): Show {
  return (title, description, options) =>
    show(title, {
      ...(description === undefined ? {} : { description }),
      ...(options?.duration === undefined ? {} : { duration: options.duration }),
      ...(options?.id === undefined ? {} : { id: options.id }),
    });
}

export const toast = {
  success: variant(sonner.success),
  error: variant(sonner.error),
  warning: variant(sonner.warning),
  info: variant(sonner.info),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
