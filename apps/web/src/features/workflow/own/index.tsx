import { useNavigate } from 'react-router';
import { Button, Form, Select, type TableColumnsType } from 'antd';
import { PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, wfInstanceStatuses, type WfInstanceVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { useRefreshWhenShown } from '../shared/useRefreshWhenShown';
import { confirmAction, CrudTable, hintOf, TableToolbar, useCrudPage } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { instanceApi, START_PATH } from '../shared/api';
import { InstanceStatusTag } from '../shared/labels';
import { TaskSearch } from '../shared/TaskSearch';
import { ViewButton } from '../shared/ViewButton';

/** 我发起的: the caller's processes; 撤回 while nobody has acted on the current step yet. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const crud = useCrudPage<WfInstanceVo>({
    key: 'workflow/own',
    url: '/workflow/instance/list',
    rowKey: 'instanceId',
  });
  const { list } = crud;
  useRefreshWhenShown(list.refresh);

  const withdraw = async (row: WfInstanceVo) => {
    if (!(await confirmAction(t('workflow.confirmWithdraw', { name: row.definitionName })))) return;
    await instanceApi.withdraw(row.instanceId);
    feedback().message.success(t('workflow.withdrawOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<WfInstanceVo> = [
    { title: t('workflow.definitionName'), dataIndex: 'definitionName', width: 180, ellipsis: true },
    {
      title: t('workflow.version'),
      dataIndex: 'version',
      width: 80,
      align: 'center',
      render: (v) => `v${v}`,
    },
    { title: t('workflow.businessKey'), dataIndex: 'businessKey', width: 140, ellipsis: true },
    {
      title: t('workflow.instanceStatus'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (s: WfInstanceVo['status']) => <InstanceStatusTag status={s} />,
    },
    {
      title: t('workflow.currentTasks'),
      dataIndex: 'currentTasks',
      width: 180,
      ellipsis: true,
      render: (names: string[]) => names.join('、'),
    },
    { title: t('workflow.startTime'), dataIndex: 'startTime', width: 170, align: 'center' },
    { title: t('workflow.endTime'), dataIndex: 'endTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 170,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <>
          <ViewButton instanceId={row.instanceId} />
          {row.status === 'running' && (
            <Auth perm={P.OWN_CANCEL}>
              <Button type="link" size="small" icon={<RollbackOutlined />} onClick={() => void withdraw(row)}>
                {t('workflow.withdraw')}
              </Button>
            </Auth>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <TaskSearch form={form} onSearch={list.search} withTask={false}>
        <Form.Item label={t('workflow.instanceStatus')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('workflow.instanceStatus'))}
            style={{ width: 140 }}
            options={wfInstanceStatuses.map((s) => ({ value: s, label: t(`workflow.status_${s}`) }))}
          />
        </Form.Item>
      </TaskSearch>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.PROCESS_START}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(START_PATH)}>
            {t('workflow.startProcess')}
          </Button>
        </Auth>
      </TableToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1200} selectable={false} />
    </div>
  );
}
