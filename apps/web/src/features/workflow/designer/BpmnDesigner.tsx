import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Space, Spin, Tooltip, Upload } from 'antd';
import {
  CloudUploadOutlined,
  CompressOutlined,
  DownloadOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import type { DesignerHandle } from './modeler';
import { PropertiesPanel } from './PropertiesPanel';
import './designer.css';

export interface BpmnDesignerProps {
  /** The diagram to open; opening another value re-imports it. */
  xml: string;
  /** Base name of exported files. */
  fileName: string;
  onSave?: (xml: string) => Promise<unknown>;
  /** The process id is the model's key and cannot change here. */
  keyLocked?: boolean;
  /** Deploys the diagram as it is on the canvas (the page saves it first). */
  onDeploy?: (xml: string) => Promise<unknown>;
}

/**
 * The BPMN designer: bpmn-js's Modeler on the left, our properties panel on the right. The canvas keeps its
 * bottom-right corner free: the bpmn.io watermark there must stay fully visible (bpmn-js licence), so the
 * toolbar sits above the canvas and the panel beside it, never over it.
 */
export function BpmnDesigner({ xml, fileName, onSave, keyLocked, onDeploy }: BpmnDesignerProps) {
  const { t, i18n } = useTranslation();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<DesignerHandle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [busy, setBusy] = useState<'save' | 'deploy' | null>(null);

  useEffect(() => {
    let live = true;
    let created: DesignerHandle | null = null;
    import('./modeler')
      .then(({ createDesigner }) => {
        if (!live || !canvasRef.current) return;
        created = createDesigner(canvasRef.current, i18n.language);
        setHandle(created);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
      created?.destroy();
      setHandle(null);
    };
  }, [i18n.language]);

  useEffect(() => {
    if (!handle) return;
    const unsubscribe = handle.subscribe(() => setRevision((r) => r + 1));
    setError(null);
    handle.importXml(xml).catch((e: Error) => setError(e.message));
    return unsubscribe;
  }, [handle, xml]);

  const importFile = useCallback(
    async (file: File) => {
      if (!handle) return;
      try {
        await handle.importXml(await file.text());
        setError(null);
        feedback().message.success(t('wfDesigner.importOk'));
      } catch (e) {
        feedback().message.error(t('wfDesigner.loadFailed', { message: (e as Error).message }));
      }
    },
    [handle, t],
  );

  const run = async (what: 'save' | 'deploy', action: ((xml: string) => Promise<unknown>) | undefined) => {
    if (!handle || !action) return;
    setBusy(what);
    try {
      await action(await handle.saveXml());
    } catch {
      // A refusal was already shown by the request layer; the canvas keeps the edits.
    } finally {
      setBusy(null);
    }
  };

  const element = handle?.current();
  const tip = (title: string, node: ReactNode) => <Tooltip title={title}>{node}</Tooltip>;

  return (
    <div className="zcps-wf-designer" data-testid="bpmn-designer">
      <Space wrap className="zcps-wf-toolbar">
        {tip(
          t('wfDesigner.undo'),
          <Button
            icon={<UndoOutlined />}
            aria-label={t('wfDesigner.undo')}
            disabled={!handle?.canUndo()}
            onClick={() => handle?.undo()}
          />,
        )}
        {tip(
          t('wfDesigner.redo'),
          <Button
            icon={<RedoOutlined />}
            aria-label={t('wfDesigner.redo')}
            disabled={!handle?.canRedo()}
            onClick={() => handle?.redo()}
          />,
        )}
        {tip(
          t('wfDesigner.zoomIn'),
          <Button
            icon={<ZoomInOutlined />}
            aria-label={t('wfDesigner.zoomIn')}
            onClick={() => handle?.zoom(0.2)}
          />,
        )}
        {tip(
          t('wfDesigner.zoomOut'),
          <Button
            icon={<ZoomOutOutlined />}
            aria-label={t('wfDesigner.zoomOut')}
            onClick={() => handle?.zoom(-0.2)}
          />,
        )}
        {tip(
          t('wfDesigner.fit'),
          <Button
            icon={<CompressOutlined />}
            aria-label={t('wfDesigner.fit')}
            onClick={() => handle?.fit()}
          />,
        )}
        <Upload
          accept=".bpmn,.xml"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={!handle}>
            {t('wfDesigner.importBpmn')}
          </Button>
        </Upload>
        <Button
          icon={<DownloadOutlined />}
          disabled={!handle}
          onClick={async () =>
            saveBlob(new Blob([await handle!.saveXml()], { type: 'application/xml' }), `${fileName}.bpmn`)
          }
        >
          {t('wfDesigner.exportBpmn')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          disabled={!handle}
          onClick={async () =>
            saveBlob(new Blob([await handle!.saveSvg()], { type: 'image/svg+xml' }), `${fileName}.svg`)
          }
        >
          {t('wfDesigner.exportSvg')}
        </Button>
        {onSave && (
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={busy === 'save'}
            disabled={!handle || busy !== null}
            onClick={() => void run('save', onSave)}
          >
            {t('wfDesigner.save')}
          </Button>
        )}
        {onDeploy && (
          <Button
            icon={<CloudUploadOutlined />}
            loading={busy === 'deploy'}
            disabled={!handle || busy !== null}
            onClick={() => void run('deploy', onDeploy)}
          >
            {t('wfDesigner.deploy')}
          </Button>
        )}
      </Space>
      {error && <Alert type="error" showIcon title={t('wfDesigner.loadFailed', { message: error })} />}
      <div className="zcps-wf-body">
        <div className="zcps-wf-canvas" ref={canvasRef} data-testid="bpmn-canvas">
          {!handle && <Spin description={t('wfDesigner.loading')} className="zcps-wf-loading" />}
        </div>
        {handle && element && (
          <aside className="zcps-wf-side">
            <PropertiesPanel
              target={{
                element,
                update: (props) => handle.update(element, props),
                factory: handle.factory,
              }}
              revision={revision}
              keyLocked={keyLocked}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
