import { useEffect, useState } from 'react';
import { API_BASE } from '@zcps/contracts';
import { http } from './request';

/**
 * Stored objects need the bearer token, which an <img src> cannot send: such URLs are fetched and shown
 * through an object URL; any other URL (data:, http:) is used as it is.
 */
export function useAuthedImage(url: string | null | undefined): string | undefined {
  const stored = !!url && url.startsWith(`${API_BASE}/resource/oss/download/`);
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!url || !stored) return;
    let revoked = false;
    let created: string | undefined;
    http
      .download(url.slice(API_BASE.length), { silent: true })
      .then((response) => {
        if (revoked) return;
        created = URL.createObjectURL(response.data);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(undefined));
    return () => {
      revoked = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, stored]);
  if (!url) return undefined;
  return stored ? objectUrl : url;
}
