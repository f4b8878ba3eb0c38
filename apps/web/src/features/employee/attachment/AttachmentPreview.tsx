import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttachmentVo } from '@zcps/contracts';
import { attachmentApi } from './api';
import { usePreviewUrl } from './use-preview-url';

/** An image or a PDF fetched with the caller's token and shown through an object URL, released on close. */
export function AttachmentPreview({ file, onClose }: { file: AttachmentVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPdf = file?.mimeType === 'application/pdf';
  const shown = usePreviewUrl(file ? attachmentApi.previewUrl(file.recordId) : null, file?.mimeType);

  return (
    <Modal
      open={!!file}
      title={file ? t('attachment.previewTitle', { name: file.fileName }) : ''}
      width={isPdf ? 900 : 640}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {!shown && <Spin />}
      {shown && 'error' in shown && <Alert type="error" showIcon message={shown.error} />}
      {shown && 'url' in shown && !isPdf && (
        <img
          src={shown.url}
          alt={file?.fileName}
          style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
        />
      )}
      {shown && 'url' in shown && isPdf && (
        <iframe src={shown.url} title={file?.fileName} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
    </Modal>
  );
}
