import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { i18n } from '../i18n';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey?: string;
}

/** Keeps a failed lazy chunk or a crashing page from blanking the whole console. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      // Plain markup on purpose: antd's Result carries illustrations the first screen should not download.
      <div className="zcps-error-boundary" role="alert">
        <CloseCircleFilled className="zcps-error-boundary-icon" />
        <h3>{i18n.t('error.loadFailed')}</h3>
        <p>{this.state.error.message}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {i18n.t('common.retry')}
        </Button>
      </div>
    );
  }
}
