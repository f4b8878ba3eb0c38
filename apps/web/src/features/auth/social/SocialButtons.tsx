import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchSocialSources } from './api';

// Most deployments configure no provider: the row's code (antd's Divider among it) loads only when one is.
const SocialRow = lazy(() => import('./SocialRow').then((m) => ({ default: m.SocialRow })));

/** The enabled providers under the login form. */
export function SocialButtons({
  tenantId,
  onError,
}: {
  tenantId: () => string;
  onError: (msg: string) => void;
}) {
  const sources = useQuery({
    queryKey: ['auth', 'social-sources'],
    queryFn: fetchSocialSources,
    select: (r) => r.data,
    staleTime: 60_000,
  });
  if (!sources.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <SocialRow sources={sources.data} tenantId={tenantId} onError={onError} />
    </Suspense>
  );
}
