import { useState } from 'react';
import { DatePicker, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PoolCandidateVo, ReviewerPoolVo } from '@zcps/contracts';
import { DictTag, SearchForm, TablePagination, useTableQuery } from '../../../../components/crud';
import { useDict } from '../../../../lib/dict';
import { feedback } from '../../../../lib/feedback';
import { useProfessionOptions } from '../../reviewer/api';
import { poolApi } from '../api';

/** Searches active reviewers not yet in the pool and adds the ticked ones, optionally with an earlier term end. */
export function AddMembersDialog({
  pool,
  open,
  onClose,
  onAdded,
}: {
  pool: ReviewerPoolVo;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [termEnd, setTermEnd] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);
  const levels = useDict('title_level');
  const professions = useProfessionOptions(pool.seriesId);
  const list = useTableQuery<PoolCandidateVo>({
    key: `title/reviewer-pool/candidates/${pool.poolId}`,
    url: poolApi.candidatesUrl(pool.poolId),
    pageSize: 10,
  });

  const submit = async () => {
    const reviewerIds = list.selectedKeys.map(Number);
    if (!reviewerIds.length) return feedback().message.warning(t('reviewerPool.pickReviewers'));
    setSaving(true);
    try {
      await poolApi.addMembers(pool.poolId, { reviewerIds, termEnd: termEnd?.format('YYYY-MM-DD') });
      feedback().message.success(t('reviewerPool.joinOk', { count: reviewerIds.length }));
      setTermEnd(null);
      await list.refresh();
      onAdded();
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<PoolCandidateVo> = [
    { title: t('reviewerPool.reviewerName'), dataIndex: 'reviewerName', width: 110 },
    { title: t('reviewerPool.unitName'), dataIndex: 'unitName', ellipsis: true },
    { title: t('reviewerPool.series'), dataIndex: 'seriesName', width: 130, ellipsis: true },
    { title: t('reviewerPool.profession'), dataIndex: 'professionName', width: 120, ellipsis: true },
    {
      title: t('reviewerPool.titleLevel'),
      dataIndex: 'titleLevel',
      width: 100,
      render: (v: string) => <DictTag options={levels} value={v} />,
    },
  ];

  return (
    <Modal
      open={open}
      width={880}
      title={t('reviewerPool.addMembers')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewerPool.reviewerName')} name="reviewerName">
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label={t('reviewerPool.unitName')} name="unitName">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('reviewerPool.profession')} name="professionId">
          <Select allowClear options={professions} style={{ width: 150 }} />
        </Form.Item>
      </SearchForm>
      <Table<PoolCandidateVo>
        rowKey="reviewerId"
        size="small"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <Form layout="inline" style={{ marginTop: 12 }}>
        <Form.Item label={t('reviewerPool.memberTermEnd')} extra={t('reviewerPool.memberTermHint')}>
          <DatePicker value={termEnd} onChange={setTermEnd} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
