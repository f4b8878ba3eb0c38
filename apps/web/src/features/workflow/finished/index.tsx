import { Form, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfDoneVo } from '@zcps/contracts';
import { useRefreshWhenShown } from '../shared/useRefreshWhenShown';
import { CrudTable, TableToolbar, useCrudPage } from '../../../components/crud';
import { ActionTag, InstanceStatusTag } from '../shared/labels';
import { TaskSearch } from '../shared/TaskSearch';
import { ViewButton } from '../shared/ViewButton';

/** 我的已办: every action the caller took on a task, newest first. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const crud = useCrudPage<WfDoneVo>({ key: 'workflow/done', url: '/workflow/task/done', rowKey: 'logId' });
  const { list } = crud;
  useRefreshWhenShown(list.refresh);

  const columns: TableColumnsType<WfDoneVo> = [
    { title: t('workflow.definitionName'), dataIndex: 'definitionName', width: 180, ellipsis: true },
    { title: t('workflow.taskName'), dataIndex: 'taskName', width: 160, ellipsis: true },
    { title: t('workflow.businessKey'), dataIndex: 'businessKey', width: 140, ellipsis: true },
    { title: t('workflow.initiator'), dataIndex: 'initiatorName', width: 110, ellipsis: true },
    {
      title: t('workflow.action'),
      dataIndex: 'action',
      width: 100,
      align: 'center',
      render: (a: WfDoneVo['action']) => <ActionTag action={a} />,
    },
    { title: t('workflow.comment'), dataIndex: 'comment', width: 200, ellipsis: true },
    {
      title: t('workflow.instanceStatus'),
      dataIndex: 'instanceStatus',
      width: 100,
      align: 'center',
      render: (s: WfDoneVo['instanceStatus']) => <InstanceStatusTag status={s} />,
    },
    { title: t('workflow.handledTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => <ViewButton instanceId={row.instanceId} />,
    },
  ];

  return (
    <div className="zcps-page-card">
      <TaskSearch form={form} onSearch={list.search} />
      <TableToolbar onRefresh={() => void list.refresh()} />
      <CrudTable crud={crud} columns={columns} scrollX={1360} selectable={false} />
    </div>
  );
}
