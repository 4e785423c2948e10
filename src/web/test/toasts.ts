import { waitFor } from '@testing-library/react';
import { toast } from 'sonner';

/**
 * sonner keeps its toasts in a module-level store that outlives a test's render: dismiss them and
 * wait until they are gone, so the next test sees only its own toasts.
 */
export async function clearToasts(): Promise<void> {
  toast.dismiss();
  await waitFor(() => {
    if (document.querySelector('[data-sonner-toast]')) throw new Error('toasts still shown');
  });
}
