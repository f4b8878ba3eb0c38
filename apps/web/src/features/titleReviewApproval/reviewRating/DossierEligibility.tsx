import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { EligibilityResult, Result } from '@zcps/contracts';
import { http } from '../../../lib/request';
import { EligibilityPanel } from '../../title/reviewDeclare/EligibilityPanel';

/** The declaration's eligibility rule by rule, as the declare form's panel shows it, from the reader's route. */
export function DossierEligibility({ url }: { url: string }) {
  const result = useQuery({
    queryKey: ['dossier-eligibility', url],
    queryFn: async () => (await http.get<Result<EligibilityResult>>(url, { silent: true })).data,
  });
  if (result.isError) return <Alert type="error" showIcon title={(result.error as Error).message} />;
  return <EligibilityPanel result={result.data ?? null} loading={result.isLoading} />;
}
