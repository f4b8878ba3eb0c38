import { Alert, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewTrailVo } from '@zcps/contracts';
import { approvalApi } from './api';

/** Trail actions that return a declaration to its applicant with reasons (the office's, or a 预审 step's). */
const RETURNS = new Set(['return', 'pre_review_return']);

/** The latest return of a trail (it is read oldest first), or null. */
export function lastReturn(trail: readonly ReviewTrailVo[]): ReviewTrailVo | null {
  return trail.filter((r) => RETURNS.has(r.action)).at(-1) ?? null;
}

/**
 * Why a returned declaration came back: the latest return's reasons per item and its opinion, shown where the
 * applicant fixes and resubmits it.
 */
export function ReturnReasons({ declarationId }: { declarationId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['review-declare', 'progress', declarationId],
    queryFn: async () => (await approvalApi.progress(declarationId)).data,
  });
  if (query.isLoading) return <Spin size="small" />;
  const last = lastReturn(query.data?.trail ?? []);
  if (!last) return null;
  const items = last.items ?? [];
  const empty = !items.length && !last.opinion;
  return (
    <div data-testid="return-reasons" style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        showIcon
        message={
          last.createTime
            ? t('reviewDeclare.returnReasons', { time: last.createTime })
            : t('reviewDeclare.returnReasonsUnknown')
        }
        description={
          empty ? (
            t('reviewDeclare.returnNoReasons')
          ) : (
            <>
              {items.length > 0 && (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {items.map((i, index) => (
                    <li key={index}>
                      <strong>{i.item}</strong>：{i.reason}
                    </li>
                  ))}
                </ul>
              )}
              {last.opinion && <div style={{ marginTop: items.length ? 8 : 0 }}>{last.opinion}</div>}
            </>
          )
        }
      />
    </div>
  );
}
