import { Form, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfCcVo } from '@zcps/contracts';
import { useRefreshWhenShown } from '../shared/useRefreshWhenShown';
import { CrudTable, TableToolbar, useCrudPage } from '../../../components/crud';
import { InstanceStatusTag } from '../shared/labels';
import { TaskSearch } from '../shared/TaskSearch';
import { ViewButton } from '../shared/ViewButton';

/** 抄送我的: processes someone copied the caller on. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const crud = useCrudPage<WfCcVo>({ key: 'workflow/cc', url: '/workflow/task/cc', rowKey: 'ccId' });
  const { list } = crud;
  useRefreshWhenShown(list.refresh);

  const columns: TableColumnsType<WfCcVo> = [
    { title: t('workflow.definitionName'), dataIndex: 'definitionName', width: 180, ellipsis: true },
    { title: t('workflow.taskName'), dataIndex: 'taskName', width: 160, ellipsis: true },
    { title: t('workflow.businessKey'), dataIndex: 'businessKey', width: 140, ellipsis: true },
    { title: t('workflow.initiator'), dataIndex: 'initiatorName', width: 110, ellipsis: true },
    { title: t('workflow.ccFrom'), dataIndex: 'fromName', width: 110, ellipsis: true },
    {
      title: t('workflow.instanceStatus'),
      dataIndex: 'instanceStatus',
      width: 100,
      align: 'center',
      render: (s: WfCcVo['instanceStatus']) => <InstanceStatusTag status={s} />,
    },
    { title: t('workflow.ccTime'), dataIndex: 'createTime', width: 170, align: 'center' },
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
      <CrudTable crud={crud} columns={columns} scrollX={1080} selectable={false} />
    </div>
  );
}
