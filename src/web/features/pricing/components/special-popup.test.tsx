import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';
import { popupShownKey } from '../popup-flag';
import { SpecialPopup } from './special-popup';

const specialBanner = {
  id: 'b-special',
  title: 'Festive Season Deal',
  content: 'A full year for R1 499.',
  bannerType: 'special',
};

// jsdom has <dialog> but not its methods: open and close it as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  vi.useFakeTimers();
  fakeApi({ '/api/public/banners': { banners: [specialBanner] } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the banners query answer without moving the clock. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('SpecialPopup', () => {
  it('appears 1 s after load, not before', async () => {
    renderUi(<SpecialPopup />);
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog', { name: 'Festive Season Deal' })).toBeInTheDocument();
    expect(sessionStorage.getItem(popupShownKey)).toBe('true');
  });

  it('appears once per session', async () => {
    const first = renderUi(<SpecialPopup />);
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();

    renderUi(<SpecialPopup />);
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Order Now dismisses it and scrolls to the order section', async () => {
    const order = document.createElement('div');
    order.id = 'order';
    order.scrollIntoView = vi.fn();
    document.body.append(order);
    renderUi(<SpecialPopup />);
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    act(() => screen.getByRole('button', { name: 'Order Now' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(order.scrollIntoView).toHaveBeenCalled();
    order.remove();
  });

  it('lists further specials and holds the page still until Maybe Later', async () => {
    const second = {
      ...specialBanner,
      id: 'b-second',
      title: 'Winter Deal',
      content: 'Two months.',
    };
    fakeApi({ '/api/public/banners': { banners: [specialBanner, second] } });
    const order = document.createElement('div');
    order.id = 'order';
    order.scrollIntoView = vi.fn();
    document.body.append(order);
    renderUi(<SpecialPopup />);
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const popup = screen.getByRole('dialog', { name: 'Festive Season Deal' });
    expect(popup).toHaveAccessibleDescription('A full year for R1 499.');
    expect(screen.getByRole('listitem')).toHaveTextContent('Winter Deal: Two months.');
    expect(document.documentElement.style.overflow).toBe('hidden');

    act(() => screen.getByRole('button', { name: 'Maybe Later' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(order.scrollIntoView).not.toHaveBeenCalled();
    order.remove();
  });

  it('shows nothing without a special banner', async () => {
    fakeApi({ '/api/public/banners': { banners: [{ ...specialBanner, bannerType: 'other' }] } });
    renderUi(<SpecialPopup />);
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(popupShownKey)).toBeNull();
  });
});
