import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LcFieldVo, LcListLayout, LcObjectDetail } from '@zcps/contracts';
import { appPath, designApi } from '../api';
import { PublishTag } from '../catalogue/AppCard';
import { FieldForm } from './FieldForm';
import { FieldTable } from './FieldTable';
import { FormLayoutDesigner } from './FormLayoutDesigner';
import { ListLayoutEditor } from './ListLayoutEditor';
import { Preview } from './Preview';
import '../design.css';

const TABS = ['fields', 'form', 'detail', 'list', 'preview'] as const;
type Tab = (typeof TABS)[number];

function Panel({ detail, refresh }: { detail: LcObjectDetail; refresh: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'fields';
  const { object, fields, pages } = detail;
  const [editing, setEditing] = useState<{ open: boolean; row: LcFieldVo | null }>({
    open: false,
    row: null,
  });
  const [draft, setDraft] = useState<{ key: string; layout: LcListLayout } | null>(null);
  const objects = useQuery({
    queryKey: ['design/objects', object.appId],
    queryFn: () => designApi.objects(object.appId),
  });
  // Layout editors start from the saved layouts; a field change renews them (new fields to place).
  const layoutKey = `${object.objectId}-${object.rev}`;
  // The preview follows the list editor's unsaved layout, until a change of the object renews both.
  const listDraft = draft?.key === layoutKey ? draft.layout : pages.list;

  const items = [
    {
      key: 'fields',
      label: t('lcDesign.tabFields'),
      children: (
        <FieldTable
          objectId={object.objectId}
          fields={fields}
          loading={false}
          onAdd={() => setEditing({ open: true, row: null })}
          onEdit={(row) => setEditing({ open: true, row })}
          onChanged={refresh}
        />
      ),
    },
    ...(['form', 'detail'] as const).map((kind) => ({
      key: kind,
      label: t(`lcDesign.page_${kind}`),
      children: (
        <FormLayoutDesigner
          key={layoutKey}
          objectId={object.objectId}
          kind={kind}
          fields={fields}
          saved={pages[kind]}
          onSaved={refresh}
        />
      ),
    })),
    {
      key: 'list',
      label: t('lcDesign.page_list'),
      children: (
        <ListLayoutEditor
          key={layoutKey}
          objectId={object.objectId}
          fields={fields}
          saved={pages.list}
          onChange={(layout) => setDraft({ key: layoutKey, layout })}
          onSaved={refresh}
        />
      ),
    },
    {
      key: 'preview',
      label: t('lcDesign.tabPreview'),
      children: <Preview fields={fields} list={listDraft} form={pages.form} />,
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="lc-object">
      <div className="lc-head">
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {object.label}
          </Typography.Title>
          <Space size={4}>
            <Typography.Text type="secondary">{object.tableName}</Typography.Text>
            <Tag>{t('lcDesign.revOf', { rev: object.rev })}</Tag>
            <PublishTag app={object} />
          </Space>
        </div>
        <Button icon={<RollbackOutlined />} onClick={() => navigate(appPath(object.appId))}>
          {t('lcDesign.backToApp')}
        </Button>
      </div>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={items}
      />
      <FieldForm
        objectId={object.objectId}
        objects={objects.data?.data ?? []}
        open={editing.open}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={() => {
          setEditing({ open: false, row: null });
          void refresh();
        }}
      />
    </div>
  );
}

/** 应用设计面板 (/design/object?objectId=&tab=): fields, form and list layouts, live preview. */
export function Page() {
  const { t } = useTranslation();
  const objectId = Number(useSearchParams()[0].get('objectId')) || 0;
  const detail = useQuery({
    queryKey: ['design/object', objectId],
    queryFn: () => designApi.object(objectId),
    enabled: objectId > 0,
    staleTime: 0,
  });
  if (objectId <= 0 || detail.isError)
    return <Empty description={t('lcDesign.noSuchObject')} style={{ padding: 48 }} />;
  if (!detail.data) return <Spin style={{ display: 'block', padding: 48 }} />;
  return <Panel detail={detail.data.data} refresh={() => detail.refetch()} />;
}
