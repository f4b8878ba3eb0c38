import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ConflictType,
  ReviewerPermission as P,
  type ReviewerConflictCreate,
  type ReviewerConflictVo,
  type ReviewerVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction } from '../../../components/crud';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { reviewerApi, useClientOptions } from './api';

/** 回避: the units and persons a reviewer must not judge; declared with a reason, withdrawn one by one. */
export function ConflictsDialog({ row, onClose }: { row: ReviewerVo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewerConflictCreate>();
  const [saving, setSaving] = useState(false);
  const reviewerId = row?.reviewerId ?? 0;
  const type = Form.useWatch('conflictType', form) ?? ConflictType.UNIT;
  const clients = useClientOptions(row !== null);
  const list = useQuery({
    queryKey: ['title/reviewer/conflicts', reviewerId],
    queryFn: () => reviewerApi.conflicts(reviewerId),
    enabled: reviewerId > 0,
    staleTime: 0,
  });

  const add = async () => {
    // The form shows what is wrong; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const { data } = await reviewerApi.addConflict(reviewerId, values);
      if (data.seatedWith.length)
        // Recorded, but the reviewer already judges someone it names: the office must act on the team.
        feedback().modal.warning({
          title: t('reviewer.conflictSeatedTitle'),
          content: t('reviewer.conflictSeated', {
            seats: data.seatedWith
              .map((s) => `${s.applicantName}（${s.teamName}）`)
              .join(t('reviewer.listSeparator')),
          }),
        });
      else feedback().message.success(t('reviewer.conflictOk'));
      form.resetFields();
      await list.refetch();
    } finally {
      setSaving(false);
    }
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(reviewerApi.conflictsExportUrl(reviewerId), {}, 'reviewer_conflicts.xlsx');
  };
  const remove = async (conflict: ReviewerConflictVo) => {
    if (!(await confirmAction(t('reviewer.confirmDeleteConflict')))) return;
    await reviewerApi.removeConflicts(reviewerId, [conflict.conflictId]);
    feedback().message.success(t('crud.deleteOk'));
    await list.refetch();
  };

  const columns: TableColumnsType<ReviewerConflictVo> = [
    {
      title: t('reviewer.conflictType'),
      dataIndex: 'conflictType',
      width: 90,
      render: (v: string) =>
        v === ConflictType.UNIT ? t('reviewer.conflictUnit') : t('reviewer.conflictPerson'),
    },
    {
      title: t('reviewer.conflictTarget'),
      key: 'target',
      render: (_v, c) => c.clientName ?? c.personName ?? c.employeeId ?? '',
    },
    { title: t('reviewer.reason'), dataIndex: 'reason', ellipsis: true },
    { title: t('reviewer.createTime'), dataIndex: 'createTime', width: 170 },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 90,
      render: (_v, c) => (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(c)}>
          {t('crud.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={row !== null}
      width={820}
      title={t('reviewer.conflictsTitle', { name: row?.reviewerName ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ conflictType: ConflictType.UNIT }}
        data-testid="conflict-form"
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="conflictType">
          <Radio.Group
            options={[
              { value: ConflictType.UNIT, label: t('reviewer.conflictUnit') },
              { value: ConflictType.PERSON, label: t('reviewer.conflictPerson') },
            ]}
          />
        </Form.Item>
        {type === ConflictType.UNIT ? (
          <Form.Item name="clientId" rules={[{ required: true, message: t('reviewer.client') }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={clients}
              placeholder={t('reviewer.client')}
              style={{ width: 220 }}
            />
          </Form.Item>
        ) : (
          <Space>
            <Form.Item name="personName" rules={[{ required: true, whitespace: true, max: 30 }]}>
              <Input placeholder={t('reviewer.personName')} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="employeeId">
              <InputNumber
                min={1}
                precision={0}
                placeholder={t('reviewer.employeeId')}
                style={{ width: 120 }}
              />
            </Form.Item>
          </Space>
        )}
        <Form.Item name="reason" rules={[{ required: true, whitespace: true, max: 500 }]}>
          <Input placeholder={t('reviewer.reason')} style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" icon={<PlusOutlined />} loading={saving} onClick={() => void add()}>
          {t('reviewer.addConflict')}
        </Button>
        <Auth perm={P.CONFLICT_EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      </Form>
      <Table<ReviewerConflictVo>
        rowKey="conflictId"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        pagination={false}
      />
    </Modal>
  );
}
