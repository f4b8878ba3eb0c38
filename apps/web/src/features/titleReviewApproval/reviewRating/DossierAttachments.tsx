import { useState } from 'react';
import { Alert, Empty, List, Spin, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AttachmentVo } from '@zcps/contracts';
import { usePreviewUrl } from '../../employee/attachment/use-preview-url';

/** The chosen image or PDF inside the reader, fetched with the caller's token from the reader's own route. */
function Viewer({ file, url }: { file: AttachmentVo; url: string }) {
  const shown = usePreviewUrl(url, file.mimeType);
  if (!shown) return <Spin />;
  if ('error' in shown) return <Alert type="error" showIcon title={shown.error} />;
  return file.mimeType === 'application/pdf' ? (
    <iframe src={shown.url} title={file.fileName} style={{ width: '100%', height: '70vh', border: 0 }} />
  ) : (
    <img
      src={shown.url}
      alt={file.fileName}
      style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
    />
  );
}

/**
 * A dossier's attachments with the chosen one shown in the page (the first image or PDF at first); files that
 * cannot be shown in a page (Word, Excel) are listed without a view.
 */
export function DossierAttachments({
  attachments,
  previewUrl,
}: {
  attachments: readonly AttachmentVo[];
  previewUrl: (recordId: number) => string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | undefined>(
    () => attachments.find((a) => a.previewable)?.recordId,
  );
  const file = attachments.find((a) => a.recordId === chosen && a.previewable);
  if (!attachments.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      <List
        size="small"
        dataSource={attachments}
        renderItem={(a) => (
          <List.Item
            data-testid={`dossier-attachment-${a.recordId}`}
            extra={!a.previewable && <Tag>{t('reviewDefense.noPreview')}</Tag>}
          >
            {a.typeName ?? ''} ·{' '}
            {a.previewable ? (
              <Typography.Link strong={a.recordId === chosen} onClick={() => setChosen(a.recordId)}>
                <EyeOutlined /> {a.fileName}
              </Typography.Link>
            ) : (
              a.fileName
            )}
          </List.Item>
        )}
      />
      {file && (
        <div data-testid="attachment-viewer" style={{ marginTop: 12 }}>
          <Typography.Title level={5}>{file.fileName}</Typography.Title>
          <Viewer key={file.recordId} file={file} url={previewUrl(file.recordId)} />
        </div>
      )}
    </>
  );
}
