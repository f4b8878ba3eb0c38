import type { App } from 'antd';
import { message as staticMessage, Modal, notification as staticNotification } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

// Code outside React (the axios interceptors) needs toasts; antd's hook instances follow the
// ConfigProvider theme and locale, the static functions are only a fallback before <App> mounts.
let current: Feedback = {
  message: staticMessage,
  notification: staticNotification,
  modal: Modal as unknown as Feedback['modal'],
};

export function bindFeedback(next: Feedback): void {
  current = next;
}

export function feedback(): Feedback {
  return current;
}
