import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  CloudUploadOutlined,
  CodeOutlined,
  DeleteOutlined,
  EditOutlined,
  FormOutlined,
  PlusOutlined,
  RollbackOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GenPermission, LC_PAGE_KINDS, type LcObjectVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction } from '../../../components/crud';
import { MenuIcon } from '../../../components/icon-map';
import { feedback } from '../../../lib/feedback';
import { codegenEditPath, designApi, objectPath } from '../api';
import { PublishTag } from '../catalogue/AppCard';
import { ObjectForm } from './ObjectForm';
import { PublishLog } from './PublishLog';
import '../design.css';

const CATALOGUE = '/design/catalogue';

/** 应用设计 (/design/application?appId=): the app's objects and their pages, publish / unpublish, the log. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appId = Number(useSearchParams()[0].get('appId')) || 0;
  const [editing, setEditing] = useState<{ open: boolean; row: LcObjectVo | null }>({
    open: false,
    row: null,
  });
  const [busy, setBusy] = useState(false);
  const app = useQuery({
    queryKey: ['design/app', appId],
    queryFn: () => designApi.app(appId),
    enabled: appId > 0,
  });
  const objects = useQuery({
    queryKey: ['design/objects', appId],
    queryFn: () => designApi.objects(appId),
    enabled: appId > 0,
  });
  const log = useQuery({
    queryKey: ['design/publishLog', appId],
    queryFn: () => designApi.publishLog(appId),
    enabled: appId > 0,
  });
  const refresh = () => Promise.all([app.refetch(), objects.refetch(), log.refetch()]);
  const info = app.data?.data;

  if (appId <= 0 || app.isError)
    return <Empty description={t('lcDesign.noSuchApp')} style={{ padding: 48 }} />;

  const publish = async (withdraw: boolean) => {
    if (!info) return;
    const question = withdraw ? 'lcDesign.unpublishConfirm' : 'lcDesign.publishConfirm';
    if (!(await confirmAction(t(question, { name: info.name })))) return;
    setBusy(true);
    try {
      await (withdraw ? designApi.unpublish(appId) : designApi.publish(appId));
      feedback().message.success(t(withdraw ? 'lcDesign.unpublishOk' : 'lcDesign.publishOk'));
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  /** Imports the object's table into the code generator (or finds it there) and opens 修改生成配置. */
  const graduate = async (row: LcObjectVo) => {
    if (!(await confirmAction(t('lcDesign.graduateConfirm', { name: row.label, table: row.tableName }))))
      return;
    const { data } = await designApi.graduate(row.objectId);
    feedback().message.success(t(data.created ? 'lcDesign.graduateOk' : 'lcDesign.graduateFound'));
    void navigate(codegenEditPath(data.tableId));
  };
  const remove = async (row: LcObjectVo) => {
    if (!(await confirmAction(t('lcDesign.removeObjectConfirm', { name: row.label })))) return;
    await designApi.removeObject(row.objectId);
    feedback().message.success(t('crud.deleteOk'));
    await refresh();
  };

  const columns: TableColumnsType<LcObjectVo> = [
    { title: t('lcDesign.objectLabel'), dataIndex: 'label', width: 160 },
    { title: t('lcDesign.objectKey'), dataIndex: 'objectKey', width: 140 },
    { title: t('lcDesign.tableName'), dataIndex: 'tableName', width: 200, ellipsis: true },
    {
      title: t('lcDesign.kind'),
      dataIndex: 'kind',
      width: 90,
      render: (v: LcObjectVo['kind']) => t(`lcDesign.kind_${v}`),
    },
    {
      title: t('lcDesign.pages'),
      key: 'pages',
      width: 220,
      render: (_v, row) => (
        <Space size={4} wrap>
          {LC_PAGE_KINDS.map((kind) => (
            <Tag
              key={kind}
              color="processing"
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(`${objectPath(row.objectId)}&tab=${kind}`)}
            >
              {t(`lcDesign.page_${kind}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('lcDesign.publishState'),
      key: 'state',
      width: 150,
      render: (_v, row) => <PublishTag app={row} />,
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 330,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<FormOutlined />}
            onClick={() => navigate(objectPath(row.objectId))}
          >
            {t('lcDesign.design')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ open: true, row })}
          >
            {t('lcDesign.edit')}
          </Button>
          {row.publishedRev !== null && (
            <Auth perm={GenPermission.IMPORT}>
              <Button type="link" size="small" icon={<CodeOutlined />} onClick={() => void graduate(row)}>
                {t('lcDesign.graduate')}
              </Button>
            </Auth>
          )}
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(row)}>
            {t('crud.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="lc-application">
      <div className="lc-head">
        <Space size={12}>
          <div className="lc-app-icon">
            <MenuIcon name={info?.icon} />
          </div>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {info?.name}
            </Typography.Title>
            <Space size={4}>
              <Typography.Text type="secondary">{info?.appKey}</Typography.Text>
              {info?.appGroup && <Tag color="blue">{info.appGroup}</Tag>}
              {info && <PublishTag app={info} />}
            </Space>
          </div>
        </Space>
        <Space wrap>
          <Button icon={<RollbackOutlined />} onClick={() => navigate(CATALOGUE)}>
            {t('lcDesign.backToCatalogue')}
          </Button>
          {info?.publishedRev !== null && info?.publishedRev !== undefined && (
            <Button icon={<StopOutlined />} loading={busy} onClick={() => void publish(true)}>
              {t('lcDesign.unpublish')}
            </Button>
          )}
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            loading={busy}
            disabled={!objects.data?.data.length}
            onClick={() => void publish(false)}
          >
            {t('lcDesign.publish')}
          </Button>
        </Space>
      </div>
      <Card
        size="small"
        title={t('lcDesign.objects')}
        extra={
          <Button
            type="primary"
            ghost
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ open: true, row: null })}
          >
            {t('lcDesign.addObject')}
          </Button>
        }
      >
        <Table<LcObjectVo>
          size="middle"
          rowKey="objectId"
          loading={objects.isFetching}
          dataSource={objects.data?.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 1200 }}
          locale={{ emptyText: t('lcDesign.noObjects') }}
        />
      </Card>
      <Card size="small" title={t('lcDesign.publishLog')} style={{ marginTop: 16 }}>
        <PublishLog rows={log.data?.data ?? []} loading={log.isFetching} />
      </Card>
      <ObjectForm
        appId={appId}
        open={editing.open}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={(added) => {
          setEditing({ open: false, row: null });
          feedback().message.success(t(added ? 'lcDesign.addOk' : 'lcDesign.editOk'));
          void refresh();
        }}
      />
    </div>
  );
}
