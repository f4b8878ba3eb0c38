import { Button, Card, Dropdown, Space, Tag, Typography } from 'antd';
import {
  AppstoreOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LcAppStatus, type LcAppVo } from '@zcps/contracts';
import { MenuIcon } from '../../../components/icon-map';

interface AppCardProps {
  app: LcAppVo;
  onOpen: () => void;
  onEdit: () => void;
  onCopy: () => void;
  onExport: () => void;
  onRemove: () => void;
}

/** The publish state of an app: never published, published at a revision, or changed since. */
export function PublishTag({ app }: { app: Pick<LcAppVo, 'publishedRev' | 'rev'> }) {
  const { t } = useTranslation();
  if (app.publishedRev === null) return <Tag>{t('lcDesign.unpublished')}</Tag>;
  if (app.publishedRev < app.rev)
    return <Tag color="warning">{t('lcDesign.changedSince', { rev: app.publishedRev })}</Tag>;
  return <Tag color="success">{t('lcDesign.publishedRev', { rev: app.publishedRev })}</Tag>;
}

/** One app of the catalogue: icon, name, group, status and publish state; click to design it. */
export function AppCard({ app, onOpen, onEdit, onCopy, onExport, onRemove }: AppCardProps) {
  const { t } = useTranslation();
  const more = [
    { key: 'edit', icon: <EditOutlined />, label: t('lcDesign.editApp'), onClick: onEdit },
    { key: 'copy', icon: <CopyOutlined />, label: t('lcDesign.copyApp'), onClick: onCopy },
    { key: 'export', icon: <ExportOutlined />, label: t('lcDesign.exportJson'), onClick: onExport },
    { key: 'remove', icon: <DeleteOutlined />, label: t('crud.delete'), danger: true, onClick: onRemove },
  ];
  return (
    <Card
      hoverable
      size="small"
      className="lc-app-card"
      data-testid={`app-card-${app.appKey}`}
      onClick={onOpen}
      actions={[
        <Button key="open" type="link" size="small" icon={<AppstoreOutlined />} onClick={onOpen}>
          {t('lcDesign.design')}
        </Button>,
        <span key="more" onClick={(e) => e.stopPropagation()}>
          <Dropdown menu={{ items: more }} trigger={['click']}>
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('lcDesign.more')}>
              {t('lcDesign.more')}
            </Button>
          </Dropdown>
        </span>,
      ]}
    >
      <Space align="start" size={12}>
        <div className="lc-app-icon">
          <MenuIcon name={app.icon} />
        </div>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {app.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {app.appKey} · {t('lcDesign.objectCount', { count: app.objectCount })}
          </Typography.Text>
          <div style={{ marginTop: 8 }}>
            {app.appGroup && <Tag color="blue">{app.appGroup}</Tag>}
            {app.status === LcAppStatus.DISABLED && <Tag color="error">{t('lcDesign.statusDisabled')}</Tag>}
            <PublishTag app={app} />
          </div>
        </div>
      </Space>
    </Card>
  );
}
