import { lazy, Suspense } from 'react';
import type { AlertProps } from 'antd';

const loadAlert = () => import('antd/es/alert');
const Alert = lazy(loadAlert);

/** Fetches antd's Alert ahead of its use (a sign-in is sent, which may fail), so it shows no later. */
export function preloadLoginAlert(): void {
  void loadAlert();
}

/**
 * antd's Alert, loaded when there is something to say (a failed sign-in, an expired session): most visits to the
 * login page show none, and it is not in their download.
 */
export function LoginAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
