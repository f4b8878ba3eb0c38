import { useEffect, useRef, useState } from 'react';
import { Alert, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfMarker } from '@zcps/contracts';
import './viewer.css';

export interface DiagramViewerProps {
  xml: string;
  /** elementId → finished (green), current (blue dashed) or rejected (red). */
  markers?: Readonly<Record<string, WfMarker>>;
  height?: number;
}

const NONE: Readonly<Record<string, WfMarker>> = {};

/** A read-only diagram (bpmn-js NavigatedViewer: pan and zoom) with the path an instance took. */
export function DiagramViewer({ xml, markers = NONE, height }: DiagramViewerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let destroy: (() => void) | undefined;
    setReady(false);
    setError(null);
    void import('./navigated')
      .then(async ({ createViewer }) => {
        if (!live || !ref.current) return;
        const viewer = createViewer(ref.current);
        destroy = viewer.destroy;
        await viewer.show(xml, markers);
        if (live) setReady(true);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
      destroy?.();
    };
  }, [xml, markers]);

  return (
    <div data-testid="wf-diagram">
      {error && <Alert type="error" showIcon title={t('wfDesigner.loadFailed', { message: error })} />}
      <div className="zcps-wf-viewer" ref={ref} style={height ? { height } : undefined}>
        {!ready && !error && <Spin className="zcps-wf-loading" />}
      </div>
      <Space size={4} style={{ marginTop: 8 }}>
        <Tag color="success">{t('wfDesigner.legendFinished')}</Tag>
        <Tag color="processing">{t('wfDesigner.legendCurrent')}</Tag>
        <Tag color="error">{t('wfDesigner.legendRejected')}</Tag>
      </Space>
    </div>
  );
}
