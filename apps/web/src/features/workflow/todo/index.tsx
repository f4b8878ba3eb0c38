import { Form, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfTodoVo } from '@zcps/contracts';
import { useRefreshWhenShown } from '../shared/useRefreshWhenShown';
import { CrudTable, TableToolbar, useCrudPage } from '../../../components/crud';
import { TaskSearch } from '../shared/TaskSearch';
import { ViewButton } from '../shared/ViewButton';

/** 我的待办: open tasks the caller is assignee or candidate of; 办理 opens the process with the task's actions. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const crud = useCrudPage<WfTodoVo>({ key: 'workflow/todo', url: '/workflow/task/todo', rowKey: 'taskId' });
  const { list } = crud;
  useRefreshWhenShown(list.refresh);

  const columns: TableColumnsType<WfTodoVo> = [
    { title: t('workflow.definitionName'), dataIndex: 'definitionName', width: 180, ellipsis: true },
    {
      title: t('workflow.taskName'),
      dataIndex: 'taskName',
      width: 200,
      render: (name: string, row) => (
        <>
          {name}
          {row.status === 'waiting' && <Tag style={{ marginLeft: 6 }}>{t('workflow.waitingSign')}</Tag>}
          {row.parentTaskId !== null && <Tag color="purple">{t('workflow.action_addSign')}</Tag>}
        </>
      ),
    },
    { title: t('workflow.businessKey'), dataIndex: 'businessKey', width: 140, ellipsis: true },
    { title: t('workflow.initiator'), dataIndex: 'initiatorName', width: 110, ellipsis: true },
    {
      title: t('workflow.assignee'),
      dataIndex: 'assigneeName',
      width: 150,
      ellipsis: true,
      render: (name: string | null, row) =>
        row.ownerName ? `${name ?? ''}（${t('workflow.owner')}：${row.ownerName}）` : name,
    },
    { title: t('workflow.arriveTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    { title: t('workflow.dueTime'), dataIndex: 'dueTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => <ViewButton instanceId={row.instanceId} taskId={row.taskId} />,
    },
  ];

  return (
    <div className="zcps-page-card">
      <TaskSearch form={form} onSearch={list.search} />
      <TableToolbar onRefresh={() => void list.refresh()} />
      <CrudTable crud={crud} columns={columns} scrollX={1220} selectable={false} />
    </div>
  );
}
