import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { SystemStateIcon, SystemStateText } from './system-state-icon';

afterEach(() => vi.unstubAllGlobals());

const icon = () => document.querySelector('svg[data-state]')!;

describe('SystemStateIcon', () => {
  it.each([
    ['down', 'text-red-500', 'service disruption'],
    ['maintenance', 'text-orange-400', 'maintenance under way'],
    ['stable', 'text-green-500', 'all systems operational'],
  ] as const)('is coloured for %s', async (overall, colour, words) => {
    fakeApi({ '/api/public/status': { overall, components: [] } });
    renderUi(
      <>
        <SystemStateIcon />
        <SystemStateText />
      </>,
    );
    await waitFor(() => expect(icon()).toHaveAttribute('data-state', overall));
    expect(icon()).toHaveClass(colour);
    expect(screen.getByText(`: ${words}`)).toBeInTheDocument();
  });

  it('is green while loading and when the status cannot be loaded', async () => {
    const mock = fakeApi({ '/api/public/status': () => new Response('{}', { status: 404 }) });
    renderUi(<SystemStateIcon />);
    expect(icon()).toHaveClass('text-green-500');
    await waitFor(() => expect(mock).toHaveBeenCalled());
    expect(icon()).toHaveClass('text-green-500');
  });
});
