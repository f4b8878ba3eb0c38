import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OnlineUserVo, Result, TableData } from '@zcps/contracts';
import { confirmAction } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/request';
import { formatEpoch } from '../../monitor/online';

const KEY = ['profile', 'my-sessions'];

/** Personal centre tab: the caller's own live sessions; any but the current one can be signed out. */
export function MySessions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: KEY,
    queryFn: () => http.get<TableData<OnlineUserVo>>('/monitor/online'),
    select: (r) => r.rows,
  });

  const end = async (row: OnlineUserVo) => {
    if (!(await confirmAction(t('mySessions.confirmEnd'), { danger: true }))) return;
    await http.delete<Result<null>>(`/monitor/online/my/${row.tokenId}`);
    feedback().message.success(t('mySessions.ended'));
    await client.invalidateQueries({ queryKey: KEY });
  };

  const columns: TableColumnsType<OnlineUserVo> = [
    {
      title: t('mySessions.browser'),
      dataIndex: 'browser',
      render: (value: string, row) => (
        <>
          {value} {row.current && <Tag color="processing">{t('mySessions.current')}</Tag>}
        </>
      ),
    },
    { title: t('mySessions.os'), dataIndex: 'os', width: 110, ellipsis: true },
    { title: t('mySessions.client'), dataIndex: 'clientKey', width: 80 },
    { title: t('mySessions.ipaddr'), dataIndex: 'ipaddr', width: 120, ellipsis: true },
    { title: t('mySessions.loginTime'), dataIndex: 'loginTime', width: 160, render: formatEpoch },
    { title: t('mySessions.lastActive'), dataIndex: 'lastActive', width: 160, render: formatEpoch },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 80,
      align: 'center',
      fixed: 'right',
      render: (_value, row) =>
        row.current ? null : (
          <Button type="link" danger size="small" onClick={() => void end(row)} data-testid="session-end">
            {t('mySessions.end')}
          </Button>
        ),
    },
  ];
  return (
    <Table<OnlineUserVo>
      rowKey="tokenId"
      size="small"
      loading={sessions.isLoading}
      columns={columns}
      dataSource={sessions.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="my-sessions"
    />
  );
}
