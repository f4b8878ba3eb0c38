import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  description?: ReactNode;
  /** A button or link offered below the message, e.g. "add the first one". */
  action?: ReactNode;
  size?: 'default' | 'small';
}

/** "No data" inside a list, card or table (antd Table's `locale.emptyText`). */
export function EmptyState({ description, action, size = 'default' }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Empty
      image={size === 'small' ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
      description={description ?? t('errorPages.empty')}
    >
      {action}
    </Empty>
  );
}
