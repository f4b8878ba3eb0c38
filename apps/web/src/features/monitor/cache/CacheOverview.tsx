import { Card, Col, Descriptions, Progress, Row, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CacheInfo } from '@zcps/contracts';

interface Stat {
  name: string;
  calls: number;
}

const number = (text: string | undefined): number | undefined => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) ? value : undefined;
};

/** The family's cache overview: the store's INFO figures, its key count and its calls per command. */
export function CacheOverview({ info, actions }: { info: CacheInfo | null; actions?: ReactNode }) {
  const { t } = useTranslation();
  const fields = info?.info ?? {};
  // A field the store has no figure for (the in-process store has no port and takes no snapshots).
  const none = t('monitorCache.notApplicable');
  const text = (value: string | undefined) => (value === undefined || value === '' ? none : value);
  const mode = fields.redis_mode;
  const modes: Record<string, string> = {
    standalone: t('monitorCache.modeStandalone'),
    cluster: t('monitorCache.modeCluster'),
    sentinel: t('monitorCache.modeSentinel'),
    'in-process': t('monitorCache.modeInProcess'),
  };
  const uptime = number(fields.uptime_in_seconds);
  const cpu = number(fields.used_cpu_user ?? fields.used_cpu_user_children);
  const rate = (value: string | undefined) => {
    const kbps = number(value);
    return kbps === undefined ? none : `${kbps.toFixed(2)} KB/s`;
  };
  const max = fields.maxmemory_human;
  const items = [
    {
      key: 'store',
      label: t('monitorCache.storeKind'),
      value: info && t(info.storeKind === 'redis' ? 'monitorCache.kindRedis' : 'monitorCache.kindMemory'),
    },
    { key: 'version', label: t('monitorCache.version'), value: text(fields.redis_version) },
    { key: 'mode', label: t('monitorCache.mode'), value: mode === undefined ? none : (modes[mode] ?? mode) },
    { key: 'port', label: t('monitorCache.port'), value: text(fields.tcp_port) },
    { key: 'clients', label: t('monitorCache.clients'), value: text(fields.connected_clients) },
    {
      key: 'uptime',
      label: t('monitorCache.uptime'),
      value:
        uptime === undefined
          ? none
          : t('monitorCache.uptimeValue', {
              days: Math.floor(uptime / 86400),
              hours: Math.floor((uptime % 86400) / 3600),
              minutes: Math.floor((uptime % 3600) / 60),
            }),
    },
    { key: 'memory', label: t('monitorCache.usedMemory'), value: text(fields.used_memory_human) },
    // Redis reports 0B when no limit is set.
    {
      key: 'max',
      label: t('monitorCache.maxMemory'),
      value: max === '0B' ? t('monitorCache.unlimited') : text(max),
    },
    {
      key: 'cpu',
      label: t('monitorCache.cpu'),
      value: cpu === undefined ? none : `${cpu.toFixed(2)} s`,
    },
    {
      key: 'aof',
      label: t('monitorCache.aof'),
      value:
        fields.aof_enabled === undefined
          ? none
          : t(fields.aof_enabled === '1' ? 'monitorCache.yes' : 'monitorCache.no'),
    },
    { key: 'rdb', label: t('monitorCache.rdb'), value: text(fields.rdb_last_bgsave_status) },
    { key: 'keys', label: t('monitorCache.dbSize'), value: info ? String(info.dbSize) : none },
    {
      key: 'net',
      label: t('monitorCache.network'),
      value: `${rate(fields.instantaneous_input_kbps)} / ${rate(fields.instantaneous_output_kbps)}`,
    },
  ];
  const stats: Stat[] = (info?.commandStats ?? [])
    .map((s) => ({ name: s.name, calls: number(s.value) ?? 0 }))
    .sort((a, b) => b.calls - a.calls);
  const total = stats.reduce((sum, s) => sum + s.calls, 0);

  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={24} xl={14}>
        <Card title={t('monitorCache.basicInfo')} extra={actions} style={{ height: '100%' }}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={items.map((item) => ({
              key: item.key,
              label: item.label,
              children: <span data-testid={`cache-info-${item.key}`}>{info ? item.value : '…'}</span>,
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('monitorCache.commandStats')} style={{ height: '100%' }}>
          <Table<Stat>
            rowKey="name"
            size="small"
            pagination={false}
            scroll={{ y: 260 }}
            dataSource={stats}
            data-testid="cache-command-stats"
            columns={[
              { title: t('monitorCache.command'), dataIndex: 'name' },
              { title: t('monitorCache.calls'), dataIndex: 'calls', width: 110 },
              {
                key: 'share',
                width: 140,
                render: (_: unknown, row: Stat) => (
                  <Progress percent={total ? Math.round((row.calls / total) * 100) : 0} size="small" />
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
