import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Action buttons on the left, refresh on the right. */
export function TableToolbar({ children, onRefresh }: { children?: ReactNode; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="zcps-table-toolbar">
      <Space wrap>{children}</Space>
      <Tooltip title={t('crud.refresh')}>
        <Button shape="circle" icon={<SyncOutlined />} onClick={onRefresh} aria-label={t('crud.refresh')} />
      </Tooltip>
    </div>
  );
}
