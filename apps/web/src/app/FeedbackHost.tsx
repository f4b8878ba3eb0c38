import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { bindFeedback } from '../lib/feedback';

function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => bindFeedback(api), [api]);
  return null;
}

/** antd's context-aware message/notification/modal, handed to code outside React (request.ts). */
export function FeedbackHost() {
  return (
    <AntApp component={false}>
      <FeedbackBridge />
    </AntApp>
  );
}
