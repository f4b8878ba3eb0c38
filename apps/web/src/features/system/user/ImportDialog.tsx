import { useState } from 'react';
import { Button, Checkbox, Modal, Progress, Space, Table, Tag, Upload, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  SSE_PROGRESS_EVENT,
  taskProgressSchema,
  USER_IMPORT_TASK,
  type ImportReport,
  type ImportRow,
} from '@zcps/contracts';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { useServerEvents } from '../../../lib/server-events';
import { importXlsx, USER_BASE } from './api';

const OUTCOME_COLOR = { created: 'success', updated: 'processing', failed: 'error' } as const;

/** What is imported: `{base}/importTemplate` and `{base}/importData`, the progress task, the dialog's texts. */
export interface ImportTarget {
  base: string;
  task: string;
  templateFile: string;
  title?: string;
  /** Header of the report's name column. */
  nameLabel?: string;
}

const USERS: ImportTarget = { base: USER_BASE, task: USER_IMPORT_TASK, templateFile: 'user_template.xlsx' };

/** Template download, upload with "update existing" and the per-row report of the server. */
export function ImportDialog({
  open,
  onClose,
  onDone,
  target = USERS,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  target?: ImportTarget;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ summary: string; data: ImportReport } | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [processed, setProcessed] = useState<{ processed: number; total: number } | null>(null);
  useServerEvents(
    (text) => {
      const parsed = taskProgressSchema.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.task === target.task) setProcessed(parsed.data);
    },
    { event: SSE_PROGRESS_EVENT, enabled: busy },
  );

  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };
  const start = async () => {
    if (!file) return feedback().message.warning(t('userAdmin.importPick'));
    setBusy(true);
    setUploaded(0);
    setProcessed(null);
    try {
      const res = await importXlsx(target.base, file, updateSupport, setUploaded);
      setReport({ summary: res.msg, data: res.data });
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={target.title ?? t('userAdmin.importTitle')}
      width={report ? 720 : 420}
      onCancel={close}
      footer={
        <Space>
          {report ? (
            <Button type="primary" onClick={close}>
              {t('userAdmin.importDone')}
            </Button>
          ) : (
            <Button onClick={close}>{t('common.cancel')}</Button>
          )}
          {!report && (
            <Button type="primary" loading={busy} onClick={() => void start()}>
              {t('userAdmin.importStart')}
            </Button>
          )}
        </Space>
      }
      destroyOnHidden
    >
      {report ? (
        <>
          <Typography.Paragraph>{report.summary}</Typography.Paragraph>
          <Table<ImportRow>
            size="small"
            rowKey="row"
            dataSource={report.data.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: t('userAdmin.row'), dataIndex: 'row', width: 70 },
              { title: target.nameLabel ?? t('userAdmin.userName'), dataIndex: 'userName', width: 140 },
              {
                title: t('userAdmin.outcome'),
                dataIndex: 'outcome',
                width: 90,
                render: (v: ImportRow['outcome']) => (
                  <Tag color={OUTCOME_COLOR[v]}>{t(`userAdmin.${v}`)}</Tag>
                ),
              },
              { title: t('userAdmin.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      ) : (
        <>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('userAdmin.importDrag')}</p>
          </Upload.Dragger>
          <Space direction="vertical" style={{ marginTop: 12 }}>
            <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>
              {t('userAdmin.updateSupport')}
            </Checkbox>
            <Space>
              <Typography.Text type="secondary">{t('userAdmin.importTip')}</Typography.Text>
              <Button
                type="link"
                onClick={() => void download(`${target.base}/importTemplate`, {}, target.templateFile)}
              >
                {t('userAdmin.template')}
              </Button>
            </Space>
          </Space>
          {busy && (
            <div data-testid="import-progress" style={{ marginTop: 12 }}>
              <Typography.Text type="secondary">
                {processed
                  ? t('userAdmin.importProcessing', {
                      processed: processed.processed,
                      total: processed.total,
                    })
                  : t('userAdmin.importUploading')}
              </Typography.Text>
              <Progress
                percent={
                  processed && processed.total
                    ? Math.round((processed.processed / processed.total) * 100)
                    : uploaded
                }
                status="active"
              />
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
