import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { ReviewApprovalPermission as P, type DefenseSessionVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { ActivitySelect } from './ActivitySelect';
import { defenseApi, groupReviewApi } from './api';
import { ActivityGate } from './ActivityGate';
import { SessionPanel } from './SessionPanel';

/** 答辩管理: the activity's sessions; a session's applicants, check-in, scoring sheets and results below. */
export function Page() {
  return (
    <ActivityGate>
      <DefensePage />
    </ActivityGate>
  );
}

function DefensePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [activityId, setActivityId] = useState<number>();
  const [selected, setSelected] = useState<number>();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ teamId: number; place: string; startTime: Dayjs; remark?: string }>();
  const { data: sessions = [] } = useQuery({
    queryKey: ['defense-sessions', activityId],
    enabled: activityId !== undefined,
    queryFn: async () => (await defenseApi.sessions(activityId!)).data ?? [],
  });
  const { data: teams = [] } = useQuery({
    queryKey: ['defense-teams', activityId],
    enabled: activityId !== undefined && creating,
    queryFn: async () => (await groupReviewApi.progress(activityId!)).data ?? [],
  });

  const create = async () => {
    // The form shows what is missing; a rejected validation is not an error to report.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const startTime = v.startTime.format('YYYY-MM-DD HH:mm:ss');
    const made = await defenseApi.createSession({ activityId: activityId!, ...v, startTime });
    feedback().message.success(t('reviewDefense.sessionSaved'));
    setCreating(false);
    form.resetFields();
    await client.invalidateQueries({ queryKey: ['defense-sessions', activityId] });
    setSelected(made.data?.sessionId);
  };

  const remove = async (row: DefenseSessionVo) => {
    if (!(await confirmAction(t('reviewDefense.removeSessionConfirm', { place: row.place })))) return;
    await defenseApi.removeSession(row.sessionId);
    if (selected === row.sessionId) setSelected(undefined);
    await client.invalidateQueries({ queryKey: ['defense-sessions', activityId] });
  };

  const columns: TableColumnsType<DefenseSessionVo> = [
    { title: t('reviewDefense.team'), dataIndex: 'teamName', width: 160 },
    { title: t('reviewDefense.place'), dataIndex: 'place', width: 200 },
    { title: t('reviewDefense.startTime'), dataIndex: 'startTime', width: 170, align: 'center' },
    { title: t('reviewDefense.arranged'), dataIndex: 'slotCount', width: 90, align: 'center' },
    { title: t('reviewDefense.present'), dataIndex: 'presentCount', width: 90, align: 'center' },
    { title: t('reviewDefense.absent'), dataIndex: 'absentCount', width: 90, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 100,
      align: 'center',
      render: (_v, row) => (
        <Auth perm={P.ARRANGE}>
          <Button
            type="link"
            size="small"
            danger
            disabled={row.slotCount > 0}
            onClick={(e) => {
              e.stopPropagation();
              void remove(row);
            }}
          >
            {t('reviewDefense.removeSession')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <Space style={{ marginBottom: 16 }} wrap>
        <ActivitySelect
          value={activityId}
          onChange={(id) => {
            setActivityId(id);
            setSelected(undefined);
          }}
        />
        <Auth perm={P.ARRANGE}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!activityId}
            onClick={() => setCreating(true)}
          >
            {t('reviewDefense.newSession')}
          </Button>
        </Auth>
      </Space>
      <Table<DefenseSessionVo>
        rowKey="sessionId"
        size="small"
        columns={columns}
        dataSource={sessions}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (keys) => setSelected(Number(keys[0])),
        }}
        onRow={(row) => ({ onClick: () => setSelected(row.sessionId) })}
      />
      {selected !== undefined && <SessionPanel key={selected} sessionId={selected} />}
      <Modal
        open={creating}
        title={t('reviewDefense.newSession')}
        onCancel={() => setCreating(false)}
        onOk={() => void create()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="teamId" label={t('reviewDefense.team')} rules={[{ required: true }]}>
            <Select options={teams.map((x) => ({ value: x.teamId, label: x.teamName }))} />
          </Form.Item>
          <Form.Item name="place" label={t('reviewDefense.place')} rules={[{ required: true, max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="startTime" label={t('reviewDefense.startTime')} rules={[{ required: true }]}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('reviewDefense.remark')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
