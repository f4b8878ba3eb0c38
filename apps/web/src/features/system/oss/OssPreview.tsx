import { useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OssVo } from '@zcps/contracts';
import { ossApi, previewKindOf } from './api';

/** Shows an image or a PDF from the store through an object URL, released when the dialog closes. */
export function OssPreview({ file, onClose }: { file: OssVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [objectUrl, setObjectUrl] = useState<string>();
  const kind = file ? previewKindOf(file.fileSuffix) : null;

  useEffect(() => {
    if (!file || !kind) return;
    let created: string | undefined;
    let cancelled = false;
    void ossApi
      .blob(file.url)
      .then((response) => {
        if (cancelled) return;
        // The server answers octet-stream; the browser needs the real type to render a PDF inline.
        const type = kind === 'pdf' ? 'application/pdf' : response.data.type;
        created = URL.createObjectURL(new Blob([response.data], { type }));
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(undefined));
    return () => {
      cancelled = true;
      setObjectUrl(undefined);
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, kind]);

  return (
    <Modal
      open={!!file}
      title={file ? t('ossAdmin.previewTitle', { name: file.originalName }) : ''}
      width={kind === 'pdf' ? 900 : 640}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {!kind && t('ossAdmin.noPreview')}
      {kind && !objectUrl && <Spin />}
      {kind === 'image' && objectUrl && (
        <img
          src={objectUrl}
          alt={file?.originalName}
          style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
        />
      )}
      {kind === 'pdf' && objectUrl && (
        <iframe
          src={objectUrl}
          title={file?.originalName}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      )}
    </Modal>
  );
}
