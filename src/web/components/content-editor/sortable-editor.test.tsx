import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { clearToasts } from '@/test/toasts';
import { SortableEditor } from './sortable-editor';

interface Row {
  id: string;
  name: string;
  isActive: boolean;
}

const rows: Row[] = [
  { id: 'a', name: 'Hero', isActive: true },
  { id: 'b', name: 'About', isActive: false },
];

function renderEditor(over: Partial<Parameters<typeof SortableEditor<Row>>[0]> = {}) {
  const saveOrder = vi.fn(() => Promise.resolve());
  const toggle = vi.fn((_row: Row) => Promise.resolve());
  render(
    <>
      <SortableEditor<Row>
        label="Sections"
        what="sections"
        newLabel="New section"
        list={{ data: { items: rows }, isError: false, isPending: false }}
        saveOrder={saveOrder}
        getLabel={(r) => r.name}
        renderItem={(r) => r.name}
        toggleActive={{ isActive: (r) => r.isActive, save: toggle }}
        renderDialog={(row, onClose) => (
          <div role="dialog" aria-label={row ? `Edit ${row.name}` : 'New'}>
            <button onClick={onClose}>Close</button>
          </div>
        )}
        {...over}
      />
      <Toaster />
    </>,
  );
  return { saveOrder, toggle };
}

afterEach(() => clearToasts());

describe('the sortable content editor', () => {
  it('opens the row’s dialog for Edit and an empty one for New', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit About' }));
    expect(screen.getByRole('dialog', { name: 'Edit About' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'New section' }));
    expect(screen.getByRole('dialog', { name: 'New' })).toBeInTheDocument();
  });

  it('switches a row on or off with its Activate or Deactivate button', async () => {
    const user = userEvent.setup();
    const { toggle } = renderEditor();
    const list = screen.getByRole('list', { name: 'Sections' });
    expect(within(list).getByRole('button', { name: 'Activate About' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Deactivate Hero' }));
    expect(toggle).toHaveBeenCalledWith(rows[0]);
  });

  it('says so when switching a row fails', async () => {
    const user = userEvent.setup();
    renderEditor({
      toggleActive: {
        isActive: (r) => r.isActive,
        save: () => Promise.reject(new Error('offline')),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Deactivate Hero' }));
    expect(await screen.findByText('Sync Error')).toBeInTheDocument();
  });

  it('saves the new order of ids after a move', async () => {
    const user = userEvent.setup();
    const { saveOrder } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    await waitFor(() => expect(saveOrder).toHaveBeenCalledWith(['b', 'a']));
  });

  it('says when the list could not be loaded', () => {
    renderEditor({ list: { isError: true, isPending: false } });
    expect(screen.getByRole('alert')).toHaveTextContent('The sections could not be loaded.');
  });
});
