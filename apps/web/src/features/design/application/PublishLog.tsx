import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LcPublishAction, type LcPublishLogVo } from '@zcps/contracts';

/** 发布记录: who published or withdrew the app, at which revision, with which objects. */
export function PublishLog({ rows, loading }: { rows: LcPublishLogVo[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<LcPublishLogVo>
      size="small"
      rowKey="logId"
      loading={loading}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      data-testid="publish-log"
      columns={[
        {
          title: t('lcDesign.logAction'),
          dataIndex: 'action',
          width: 110,
          render: (v: LcPublishLogVo['action']) =>
            v === LcPublishAction.PUBLISH ? (
              <Tag color="success">{t('lcDesign.publish')}</Tag>
            ) : (
              <Tag>{t('lcDesign.unpublish')}</Tag>
            ),
        },
        { title: t('lcDesign.rev'), dataIndex: 'rev', width: 90, align: 'center' },
        {
          title: t('lcDesign.logObjects'),
          dataIndex: 'objects',
          render: (objects: LcPublishLogVo['objects']) =>
            objects.map((o) => (
              <Tag key={o.objectKey}>
                {o.objectKey} · {t('lcDesign.revOf', { rev: o.rev })}
              </Tag>
            )),
        },
        { title: t('lcDesign.logBy'), dataIndex: 'createByName', width: 140 },
        { title: t('lcDesign.logTime'), dataIndex: 'createTime', width: 180 },
      ]}
    />
  );
}
