import { Alert, Empty, Modal, Spin } from 'antd';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../lib/request';
import { SafeHtml } from './SafeHtml';

export const URL_DIALOG_WIDTH = 1400;
export const URL_DIALOG_HEIGHT = 700;

export type UrlDialogContent =
  { kind: 'html'; html: string } | { kind: 'text'; text: string } | { kind: 'empty' };

const HTML_PATTERN = /<([a-z][a-z0-9-]*)(\s[^>]*)?\/?>/i;

/** Decides how a GET answer is shown: HTML sanitised, anything else as text or indented JSON. */
export function toDialogContent(answer: unknown): UrlDialogContent {
  let body = answer;
  // An API envelope carries the content in `data`.
  if (body && typeof body === 'object' && 'code' in body && 'data' in body)
    body = (body as { data: unknown }).data;
  if (body === null || body === undefined || body === '') return { kind: 'empty' };
  if (typeof body === 'string')
    return HTML_PATTERN.test(body) ? { kind: 'html', html: body } : { kind: 'text', text: body };
  return { kind: 'text', text: JSON.stringify(body, null, 2) };
}

/**
 * A URL answering a dialog load (`{title, layout, data}`, spec §7) names the dialog's title and layout itself;
 * any other answer is only the content.
 */
export function dialogLoadOf(answer: unknown): {
  title?: string;
  layout?: 'default' | 'fullscreen';
  body: unknown;
} {
  const body =
    answer && typeof answer === 'object' && 'code' in answer && 'data' in answer
      ? (answer as { data: unknown }).data
      : answer;
  if (body && typeof body === 'object' && 'data' in body && 'title' in body && 'layout' in body) {
    const load = body as { title: unknown; layout: unknown; data: unknown };
    return {
      title: typeof load.title === 'string' ? load.title : undefined,
      layout: load.layout === 'fullscreen' ? 'fullscreen' : 'default',
      body: load.data,
    };
  }
  return { body };
}

export interface UrlDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fetched with GET through the console's request client each time the dialog opens. */
  url: string;
  title?: ReactNode;
  layout?: 'default' | 'fullscreen';
  /** Sent as the query parameters of the GET. */
  data?: Record<string, unknown>;
  /** A failure known beforehand; shown instead of loading the url. */
  errorInfo?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

type State =
  | { status: 'loading' }
  | { status: 'done'; content: UrlDialogContent; title?: string; layout?: 'default' | 'fullscreen' }
  | { status: 'failed'; errorInfo: string };

/** A modal showing what a url answers (spec §7 "dialog load"); a failure is shown inside it. */
export function UrlDialog({
  open,
  onClose,
  url,
  title,
  layout = 'default',
  data,
  errorInfo,
  width = URL_DIALOG_WIDTH,
  height = URL_DIALOG_HEIGHT,
}: UrlDialogProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const params = JSON.stringify(data ?? {});

  useEffect(() => {
    if (!open) return;
    if (errorInfo) {
      setState({ status: 'failed', errorInfo });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    http
      .get<unknown>(url, { params: JSON.parse(params) as unknown, silent: true, signal: controller.signal })
      .then((answer) => {
        const load = dialogLoadOf(answer);
        setState({
          status: 'done',
          content: toDialogContent(load.body),
          title: load.title,
          layout: load.layout,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const text = error instanceof Error && error.message ? error.message : t('widgets.urlDialogError');
        setState({ status: 'failed', errorInfo: text });
      });
    return () => controller.abort();
  }, [open, url, params, errorInfo, t]);

  const answered = state.status === 'done' ? state : undefined;
  const fullscreen = (answered?.layout ?? layout) === 'fullscreen';
  const bodyHeight = fullscreen ? 'calc(100vh - 110px)' : height;

  return (
    <Modal
      open={open}
      title={answered?.title ?? title}
      onCancel={onClose}
      footer={null}
      width={fullscreen ? '100vw' : width}
      centered={!fullscreen}
      style={fullscreen ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={{ body: { height: bodyHeight, overflow: 'auto' } }}
      destroyOnHidden
    >
      {state.status === 'loading' && (
        <div style={{ display: 'grid', placeItems: 'center', height: '100%' }} aria-busy="true">
          <Spin size="large" />
        </div>
      )}
      {state.status === 'failed' && (
        <Alert type="error" showIcon title={t('common.systemTip')} description={state.errorInfo} />
      )}
      {state.status === 'done' && <DialogContent content={state.content} />}
    </Modal>
  );
}

function DialogContent({ content }: { content: UrlDialogContent }) {
  const { t } = useTranslation();
  if (content.kind === 'empty') return <Empty description={t('widgets.urlDialogEmpty')} />;
  if (content.kind === 'html') return <SafeHtml html={content.html} className="zcps-url-dialog-content" />;
  return (
    <pre
      className="zcps-url-dialog-content"
      style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {content.text}
    </pre>
  );
}
