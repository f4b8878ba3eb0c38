import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/request';
import { refusalOf } from './api';

export type PreviewShown = { url: string } | { error: string };

/**
 * An image or a PDF fetched from `url` with the caller's token, as an object URL released when `url` changes
 * or the caller unmounts; a refusal answers its message. Undefined while loading (or without a url).
 */
export function usePreviewUrl(url: string | null, mimeType: string | undefined): PreviewShown | undefined {
  const { t } = useTranslation();
  const [shown, setShown] = useState<PreviewShown>();
  useEffect(() => {
    if (!url) return;
    let created: string | undefined;
    let cancelled = false;
    void http
      .download(url, { silent: true })
      .then(async (response) => {
        const refusal = await refusalOf(response.data);
        if (cancelled) return;
        if (refusal) return setShown({ error: refusal });
        created = URL.createObjectURL(new Blob([response.data], { type: mimeType }));
        setShown({ url: created });
      })
      .catch(() => !cancelled && setShown({ error: t('attachment.previewFailed') }));
    return () => {
      cancelled = true;
      setShown(undefined);
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, mimeType, t]);
  return shown;
}
