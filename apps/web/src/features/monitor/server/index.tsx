import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Progress, Row, Spin, Statistic, Table } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Result, ServerInfo } from '@zcps/contracts';
import { http } from '../../../lib/request';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const gb = (n: number) => `${(n / GB).toFixed(2)} GB`;
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
const color = (p: number) => (p >= 90 ? '#f5222d' : p >= 70 ? '#faad14' : undefined);

function duration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d}d ${h}h ${m}m`;
}

export function Page() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<ServerInfo | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setInfo((await http.get<Result<ServerInfo>>('/monitor/server')).data);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!info) return <Spin style={{ display: 'block', margin: 80 }} />;
  const heap = info.process.heapTotal ? (info.process.heapUsed / info.process.heapTotal) * 100 : 0;

  return (
    <div data-testid="server-page">
      <Row justify="end" style={{ marginBottom: 12 }}>
        <Button
          icon={<ReloadOutlined />}
          loading={loading}
          onClick={() => void load()}
          data-testid="server-refresh"
        >
          {t('monitorServer.refresh')}
        </Button>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t('monitorServer.cpu')} data-testid="server-cpu">
            <Progress type="dashboard" percent={info.cpu.usage} strokeColor={color(info.cpu.usage)} />
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'm', label: t('monitorServer.model'), children: info.cpu.model },
                { key: 'c', label: t('monitorServer.cores'), children: info.cpu.cores },
                { key: 'l', label: t('monitorServer.load'), children: info.load.join(' / ') },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('monitorServer.memory')} data-testid="server-memory">
            <Progress type="dashboard" percent={info.memory.usage} strokeColor={color(info.memory.usage)} />
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 't', label: t('monitorServer.total'), children: gb(info.memory.total) },
                { key: 'u', label: t('monitorServer.used'), children: gb(info.memory.used) },
                { key: 'f', label: t('monitorServer.free'), children: gb(info.memory.free) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('monitorServer.process')}>
            <Row gutter={16} style={{ marginBottom: 12 }}>
              <Col span={8}>
                <Statistic title="RSS" value={mb(info.process.rss)} />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t('monitorServer.loopP50')}
                  value={info.process.eventLoopDelayP50Ms}
                  suffix="ms"
                />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t('monitorServer.loopP99')}
                  value={info.process.eventLoopDelayP99Ms}
                  suffix="ms"
                />
              </Col>
            </Row>
            <Progress
              percent={Math.round(heap)}
              format={() => `${mb(info.process.heapUsed)} / ${mb(info.process.heapTotal)}`}
            />
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'v', label: 'Node.js', children: info.process.nodeVersion },
                { key: 'p', label: 'PID', children: info.process.pid },
                { key: 's', label: t('monitorServer.startTime'), children: info.process.startTime },
                {
                  key: 'u',
                  label: t('monitorServer.uptime'),
                  children: duration(info.process.uptimeSeconds),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('monitorServer.system')}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'h', label: t('monitorServer.hostname'), children: info.os.hostname },
                {
                  key: 'o',
                  label: t('monitorServer.os'),
                  children: `${info.os.distro} ${info.os.release} (${info.os.platform})`,
                },
                { key: 'a', label: t('monitorServer.arch'), children: info.os.arch },
                {
                  key: 'd',
                  label: t('monitorServer.database'),
                  children: `${info.database.engine} — ${info.database.version.split(' on ')[0]}`,
                },
                { key: 'z', label: t('monitorServer.dbSize'), children: mb(info.database.sizeBytes) },
                ...(info.redis
                  ? Object.entries(info.redis).map(([k, v]) => ({ key: k, label: `Redis ${k}`, children: v }))
                  : [
                      { key: 'r', label: t('monitorServer.store'), children: t('monitorServer.memoryStore') },
                    ]),
              ]}
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('monitorServer.disks')}>
            <Table
              rowKey="mount"
              size="small"
              pagination={false}
              dataSource={info.disks}
              columns={[
                { title: t('monitorServer.mount'), dataIndex: 'mount' },
                { title: t('monitorServer.fsType'), dataIndex: 'fsType' },
                { title: t('monitorServer.total'), dataIndex: 'total', render: gb },
                { title: t('monitorServer.used'), dataIndex: 'used', render: gb },
                {
                  title: t('monitorServer.usage'),
                  dataIndex: 'usage',
                  width: 240,
                  render: (p: number) => <Progress percent={p} size="small" strokeColor={color(p)} />,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
