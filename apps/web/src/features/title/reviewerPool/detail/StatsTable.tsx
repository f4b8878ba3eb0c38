import { Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PoolStatsRow } from '@zcps/contracts';
import { DictTag } from '../../../../components/crud';
import { useDict } from '../../../../lib/dict';
import { poolApi } from '../api';

/** Members per profession × title level: who can be drawn, and who cannot and why. */
export function StatsTable({ poolId, version }: { poolId: number; version: number }) {
  const { t } = useTranslation();
  const levels = useDict('title_level');
  const stats = useQuery({
    queryKey: ['title/reviewer-pool/stats', poolId, version],
    queryFn: () => poolApi.stats(poolId),
    enabled: poolId > 0,
    staleTime: 0,
  });
  const data = stats.data?.data;
  const counts = ['available', 'expired', 'suspended', 'blacklisted', 'total'] as const;

  const columns: TableColumnsType<PoolStatsRow> = [
    {
      title: t('reviewerPool.profession'),
      dataIndex: 'professionName',
      render: (v: string | null) => v ?? t('reviewerPool.noProfession'),
    },
    {
      title: t('reviewerPool.titleLevel'),
      dataIndex: 'titleLevel',
      width: 110,
      render: (v: string) => <DictTag options={levels} value={v} />,
    },
    ...counts.map((key) => ({
      title: t(`reviewerPool.${key}`),
      dataIndex: key,
      width: 100,
      align: 'center' as const,
    })),
  ];

  return (
    <>
      <Typography.Title level={5}>{t('reviewerPool.stats')}</Typography.Title>
      <Table<PoolStatsRow>
        data-testid="pool-stats"
        rowKey={(r) => `${r.professionId ?? 0}-${r.titleLevel}`}
        size="small"
        loading={stats.isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={false}
        summary={() =>
          data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('reviewerPool.total')}</strong>
              </Table.Summary.Cell>
              {counts.map((key, i) => (
                <Table.Summary.Cell key={key} index={i + 2} align="center">
                  <strong>{data.totals[key]}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}
