import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRunKey, forceNotificationCheckKey, scheduleNotificationPrompt } from './pwa';

let permission: NotificationPermission;
const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));

beforeEach(() => {
  vi.useFakeTimers();
  permission = 'default';
  requestPermission.mockClear();
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notification prompt', () => {
  it('asks once on first run, after 3 s, and marks first run done', () => {
    scheduleNotificationPrompt();
    vi.advanceTimersByTime(2999);
    expect(requestPermission).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(firstRunKey)).toBe('true');

    scheduleNotificationPrompt();
    vi.advanceTimersByTime(10_000);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the permission is no longer default', () => {
    permission = 'denied';
    scheduleNotificationPrompt();
    vi.advanceTimersByTime(3000);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(localStorage.getItem(firstRunKey)).toBe('true');
  });

  it('asks again when a notification check is forced, and clears that flag', () => {
    localStorage.setItem(firstRunKey, 'true');
    localStorage.setItem(forceNotificationCheckKey, 'true');
    scheduleNotificationPrompt();
    vi.advanceTimersByTime(3000);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(forceNotificationCheckKey)).toBeNull();
  });
});
