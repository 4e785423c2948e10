import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { Toaster } from './index';

describe('toasts', () => {
  it('shows a toast raised before the lazily loaded container has mounted', async () => {
    toast.success('Interest Submitted Successfully!', 'We will contact you on WhatsApp.');
    render(<Toaster />);
    expect(await screen.findByText('Interest Submitted Successfully!')).toBeInTheDocument();
    expect(screen.getByText('We will contact you on WhatsApp.')).toBeInTheDocument();
  });

  it('shows the error variant', async () => {
    render(<Toaster />);
    toast.error('Connection Lost', 'Attempting to reconnect...');
    expect(await screen.findByText('Connection Lost')).toBeInTheDocument();
  });
});
