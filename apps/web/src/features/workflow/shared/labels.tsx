import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfAction, WfInstanceStatus } from '@zcps/contracts';

const statusColors: Record<WfInstanceStatus, string> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
  terminated: 'warning',
  suspended: 'warning',
};

export function InstanceStatusTag({ status }: { status: WfInstanceStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColors[status]}>{t(`workflow.status_${status}`)}</Tag>;
}

const actionColors: Partial<Record<WfAction, string>> = {
  approve: 'success',
  reject: 'error',
  return: 'warning',
  terminate: 'error',
  withdraw: 'default',
};

export function ActionTag({ action }: { action: WfAction }) {
  const { t } = useTranslation();
  return <Tag color={actionColors[action] ?? 'blue'}>{t(`workflow.action_${action}`)}</Tag>;
}
