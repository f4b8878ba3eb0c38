import { useEffect, useState } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttachmentVo } from '@zcps/contracts';
import { attachmentApi, refusalOf } from './api';

type Shown = { url: string } | { error: string };

/** An image or a PDF fetched with the caller's token and shown through an object URL, released on close. */
export function AttachmentPreview({ file, onClose }: { file: AttachmentVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>();
  const isPdf = file?.mimeType === 'application/pdf';

  useEffect(() => {
    if (!file) return;
    let created: string | undefined;
    let cancelled = false;
    void attachmentApi
      .preview(file.recordId)
      .then(async (response) => {
        const refusal = await refusalOf(response.data);
        if (cancelled) return;
        if (refusal) return setShown({ error: refusal });
        created = URL.createObjectURL(new Blob([response.data], { type: file.mimeType }));
        setShown({ url: created });
      })
      .catch(() => !cancelled && setShown({ error: t('attachment.previewFailed') }));
    return () => {
      cancelled = true;
      setShown(undefined);
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, t]);

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
