import { WebSocket } from 'ws';
import { vi } from 'vitest';
import type { RealtimeClientMessage, RealtimeServerMessage } from '@shared/contracts/realtime';

export interface TestSocket {
  messages: RealtimeServerMessage[];
  send(message: RealtimeClientMessage): void;
  /** Waits until a received message matches; returns it. */
  waitFor(
    predicate: (m: RealtimeServerMessage) => boolean,
    timeout?: number,
  ): Promise<RealtimeServerMessage>;
  /** Calls back with the close code once the server or the client closes the socket. */
  onClose(callback: (code: number) => void): void;
  close(): Promise<void>;
}

/** A real WebSocket client to `/api/realtime` of a listening app. */
export async function openTestSocket(baseUrl: string): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
  const messages: RealtimeServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as RealtimeServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor: (predicate, timeout = 5000) =>
      vi.waitFor(
        () => {
          const found = messages.find(predicate);
          if (!found) throw new Error(`no matching message yet; got ${JSON.stringify(messages)}`);
          return found;
        },
        { timeout, interval: 20 },
      ),
    onClose: (callback) => socket.once('close', (code) => callback(code)),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
