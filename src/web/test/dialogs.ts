import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';

/**
 * Finds an open dialog once it takes pointer input. Radix turns pointer events off on the body as a
 * modal opens and on again for the dialog a render later; typing into it in between fails with
 * "pointer-events: none", as a person's tap in that instant would do nothing.
 */
export async function findDialog(options?: ByRoleOptions, timeout = 5000): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', options, { timeout });
  await waitFor(
    () => {
      const bodyBlocked = document.body.style.pointerEvents === 'none';
      if (
        dialog.style.pointerEvents === 'none' ||
        (bodyBlocked && dialog.style.pointerEvents !== 'auto')
      ) {
        throw new Error('dialog does not take pointer input yet');
      }
    },
    { timeout },
  );
  return dialog;
}
