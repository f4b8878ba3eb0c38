import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewActivityPermission } from '@zcps/contracts';
import { useAuth } from '../../../components/Auth';
import { usePermissionStore } from '../../../stores/permission-store';
import { NoDataPage } from '../../error';
import { useActivityOptions } from './api';

const ACTIVITY_PAGE = 'title/reviewActivity/index';

/**
 * A stage page works on a review activity: with none there is nothing to show, so the page says what comes first
 * and, to whoever may create one, offers the way to 评审活动.
 */
export function ActivityGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { hasPermi } = useAuth();
  const activities = useActivityOptions();
  const path = usePermissionStore((s) => s.routes.find((r) => r.componentKey === ACTIVITY_PAGE)?.path);
  if (!activities.isSuccess || activities.data.length) return children;
  const creates = hasPermi(ReviewActivityPermission.ADD) && path !== undefined;
  return (
    <NoDataPage
      title={t('reviewActivity.noneTitle')}
      description={t(creates ? 'reviewActivity.noneOffice' : 'reviewActivity.noneOther')}
      next={creates ? { label: t('reviewActivity.goCreate'), path } : undefined}
    />
  );
}
