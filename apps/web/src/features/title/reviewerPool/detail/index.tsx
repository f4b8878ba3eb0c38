import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REVIEWER_STATUS_DICT, ReviewerPoolPermission as P, type PoolMemberVo } from '@zcps/contracts';
import { Auth } from '../../../../components/Auth';
import {
  confirmAction,
  CrudTable,
  DictTag,
  SearchForm,
  TableToolbar,
  useCrudPage,
} from '../../../../components/crud';
import { useDict } from '../../../../lib/dict';
import { feedback } from '../../../../lib/feedback';
import { useProfessionOptions } from '../../reviewer/api';
import { poolApi } from '../api';
import { AddMembersDialog } from './AddMembersDialog';
import { StatsTable } from './StatsTable';

/** 专家库详情 (`reviewer-pool/detail/:poolId`): the pool, its members with their status, and the draw figures. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const poolId = Number(useParams().poolId) || 0;
  const [form] = Form.useForm();
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const levels = useDict('title_level');
  const statuses = useDict(REVIEWER_STATUS_DICT);
  const pool = useQuery({
    queryKey: ['title/reviewer-pool', poolId, version],
    queryFn: () => poolApi.get(poolId),
    enabled: poolId > 0,
  }).data?.data;
  const professions = useProfessionOptions(pool?.seriesId);
  const crud = useCrudPage<PoolMemberVo>({
    key: `title/reviewer-pool/members/${poolId}`,
    url: poolApi.membersUrl(poolId),
    rowKey: 'reviewerId',
    exportUrl: poolApi.membersExportUrl(poolId),
    exportFile: 'pool_members.xlsx',
  });
  const { list } = crud;
  const changed = () => {
    setVersion((v) => v + 1);
    void list.refresh();
  };
  const removeSelected = async () => {
    const ids = list.selectedKeys.map(Number);
    if (!(await confirmAction(t('reviewerPool.confirmRemoveMembers')))) return;
    await poolApi.removeMembers(poolId, ids);
    feedback().message.success(t('reviewerPool.removeOk'));
    changed();
  };

  const columns: TableColumnsType<PoolMemberVo> = [
    { title: t('reviewerPool.reviewerName'), dataIndex: 'reviewerName', width: 110 },
    { title: t('reviewerPool.unitName'), dataIndex: 'unitName', width: 200, ellipsis: true },
    { title: t('reviewerPool.profession'), dataIndex: 'professionName', width: 130, ellipsis: true },
    {
      title: t('reviewerPool.titleLevel'),
      dataIndex: 'titleLevel',
      width: 100,
      render: (v: string) => <DictTag options={levels} value={v} />,
    },
    {
      title: t('reviewerPool.reviewerStatus'),
      dataIndex: 'status',
      width: 100,
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: t('reviewerPool.joinDate'), dataIndex: 'joinDate', width: 110 },
    { title: t('reviewerPool.memberTermEnd'), dataIndex: 'termEnd', width: 120 },
    {
      title: t('reviewerPool.available'),
      dataIndex: 'available',
      width: 100,
      render: (v: boolean) =>
        v ? (
          <Tag color="success">{t('reviewerPool.availableYes')}</Tag>
        ) : (
          <Tag color="default">{t('reviewerPool.availableNo')}</Tag>
        ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/title/reviewer-pool')}>
        {t('reviewerPool.back')}
      </Button>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered style={{ margin: '12px 0' }}>
        <Descriptions.Item label={t('reviewerPool.poolName')}>{pool?.poolName}</Descriptions.Item>
        <Descriptions.Item label={t('reviewerPool.series')}>{pool?.seriesName}</Descriptions.Item>
        <Descriptions.Item label={t('reviewerPool.titleLevel')}>
          {pool && <DictTag options={levels} value={pool.titleLevel} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviewerPool.organization')}>{pool?.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('reviewerPool.term')}>
          {pool && `${pool.termStart} ~ ${pool.termEnd}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('reviewerPool.available')}>
          {pool && `${pool.availableCount} / ${pool.memberCount}`}
        </Descriptions.Item>
      </Descriptions>
      <StatsTable poolId={poolId} version={version} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('reviewerPool.membersTitle')}
      </Typography.Title>
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewerPool.reviewerName')} name="reviewerName">
          <Input allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label={t('reviewerPool.profession')} name="professionId">
          <Select allowClear options={professions} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label={t('reviewerPool.reviewerStatus')} name="status">
          <Select
            allowClear
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 120 }}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={changed}>
        <Auth perm={P.EDIT}>
          <Button type="primary" icon={<PlusOutlined />} disabled={!pool} onClick={() => setAdding(true)}>
            {t('reviewerPool.addMembers')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void removeSelected()}
          >
            {t('reviewerPool.removeMembers')}
          </Button>
        </Auth>
        <Auth perm={P.MEMBER_EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void crud.exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      </TableToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={970} />
      {pool && (
        <AddMembersDialog
          pool={pool}
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            changed();
          }}
        />
      )}
    </div>
  );
}
