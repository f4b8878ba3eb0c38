import { useEffect, useRef } from 'react';
import { API_BASE, DEFAULT_CLIENT_ID, SSE_MESSAGE_EVENT } from '@zcps/contracts';
import { getToken } from './auth-token';

/** The stream URL; EventSource cannot send headers, so the token and client id go in the query. */
export function serverEventsUrl(token: string): string {
  const auth = encodeURIComponent(`Bearer ${token}`);
  return `${API_BASE}/resource/sse?Authorization=${auth}&clientid=${DEFAULT_CLIENT_ID}`;
}

/** One stream per console, however many parts listen: browsers allow few connections per host. */
let shared: { token: string; source: EventSource; users: number } | null = null;

function acquire(token: string): EventSource {
  if (shared?.token !== token) {
    shared?.source.close();
    shared = { token, source: new EventSource(serverEventsUrl(token)), users: 0 };
  }
  shared.users += 1;
  return shared.source;
}

function release(source: EventSource): void {
  if (shared?.source !== source) return source.close();
  shared.users -= 1;
  if (shared.users > 0) return;
  source.close();
  shared = null;
}

/**
 * Calls `onMessage` with the text of every message the server pushes to the signed-in user (published
 * notices, new workflow tasks and the like), or of another event (a task's progress) while `enabled`. Every
 * listener shares the console's one stream; the browser reconnects a dropped stream by itself.
 */
export function useServerEvents(
  onMessage: (text: string) => void,
  { event = SSE_MESSAGE_EVENT, enabled = true }: { event?: string; enabled?: boolean } = {},
): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token || typeof EventSource === 'undefined') return;
    const source = acquire(token);
    const listener = (event: MessageEvent<string>) => handler.current(event.data);
    source.addEventListener(event, listener);
    return () => {
      source.removeEventListener(event, listener);
      release(source);
    };
  }, [event, enabled]);
}
