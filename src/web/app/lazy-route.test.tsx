import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { lazyPage, LazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';

function appWith(children: RouteObject[]): RouteObject[] {
  return [{ Component: RootLayout, children }];
}

function Boom(): never {
  throw new Error('boom');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazy pages and the global error screen', () => {
  it('shows the page skeleton while the page code loads', () => {
    const pending = lazyPage(() => new Promise(() => {}));
    renderRoute(
      '/',
      appWith([{ path: '/', element: <LazyRoute page={pending} skeleton="dashboard" /> }]),
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'dashboard');
  });

  it('a page that throws shows Something went wrong, logged to the console only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/', appWith([{ path: '/', element: <Boom /> }]));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We encountered an unexpected error. This has been logged and we'll work to fix it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('a page chunk that fails to load shows the error screen, and Try Again loads it afresh', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const flaky = lazyPage(() => {
      attempts += 1;
      if (attempts === 1)
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve({ default: () => <h1>Loaded Page</h1> });
    });
    renderRoute('/', appWith([{ path: '/', element: <LazyRoute page={flaky} skeleton="card" /> }]));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    // Re-renders of the suspended tree must not fetch the chunk again in a loop.
    expect(attempts).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded Page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('a chunk that fails during an in-app navigation is fetched once, not in a loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const broken = lazyPage(() => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    const { router } = renderRoute(
      '/',
      appWith([
        { path: '/', element: <h1>Home</h1> },
        { path: '/broken', element: <LazyRoute page={broken} skeleton="card" /> },
      ]),
    );
    await screen.findByRole('heading', { name: 'Home' });
    // Router navigations render in a transition, where React re-renders a suspended tree.
    await act(() => router.navigate('/broken'));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(attempts).toBe(1);
  });

  it('Go Home leaves the broken page for the site root', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.location.hash = '#/broken';
    const { router } = renderRoute(
      '/broken',
      appWith([
        { path: '/', element: <h1>Home</h1> },
        { path: '/broken', element: <Boom /> },
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Go Home' }));
    expect(window.location.hash).toBe('#/');
    // The memory router of the test does not follow the hash; the app's hash router does.
    await router.navigate('/');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
  });
});
