import { useSyncExternalStore } from 'react';
import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

// Code outside React (the axios interceptors) needs toasts. antd's message/notification/modal are sizeable,
// so they are mounted on demand (FeedbackHost): the sign-in page does not download them unless it must
// show one. Calls made before the host is ready are queued and replayed once it binds.
let current: Feedback | null = null;
let queued: ((api: Feedback) => void)[] = [];
let hostWanted = false;
const listeners = new Set<() => void>();

export function bindFeedback(next: Feedback): void {
  current = next;
  const pending = queued;
  queued = [];
  for (const call of pending) call(next);
}

/** Asks the providers to mount the feedback host (the layout does so at once). */
export function requestFeedbackHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

export function useFeedbackHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
    // The login page's build-time prerender (app/prerender) renders before anything asked for a host.
    () => false,
  );
}

function deferred<K extends keyof Feedback>(area: K): Feedback[K] {
  const handler: ProxyHandler<object> = {
    get:
      (_, method) =>
      (...args: unknown[]) => {
        requestFeedbackHost();
        queued.push((api) => {
          const target = api[area] as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
          target[method]?.(...args);
        });
        return undefined;
      },
  };
  return new Proxy({}, handler) as Feedback[K];
}

export function feedback(): Feedback {
  return (
    current ?? {
      message: deferred('message'),
      notification: deferred('notification'),
      modal: deferred('modal'),
    }
  );
}
