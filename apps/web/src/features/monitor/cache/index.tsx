import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Empty, Flex, Input, List, Popconfirm, Row, Table, Tag } from 'antd';
import { ClearOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CacheInfo, CacheNameVo, CacheValueVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { feedback } from '../../../lib/feedback';
import { cacheApi } from './api';
import { CacheOverview } from './CacheOverview';

const PERM = 'monitor:cache:list';

function pretty(value: string | null): string {
  if (value === null) return '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

export function Page() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<CacheInfo | null>(null);
  const [names, setNames] = useState<CacheNameVo[]>([]);
  const [name, setName] = useState<string | null>(null);
  const [keys, setKeys] = useState<string[]>([]);
  const [value, setValue] = useState<CacheValueVo | null>(null);

  const loadNames = useCallback(async () => {
    const [i, n] = await Promise.all([cacheApi.info(), cacheApi.names()]);
    setInfo(i.data);
    setNames(n.data ?? []);
  }, []);
  const openName = useCallback(async (next: string) => {
    setName(next);
    setValue(null);
    setKeys((await cacheApi.keys(next)).data ?? []);
  }, []);

  useEffect(() => {
    void loadNames();
  }, [loadNames]);

  const ok = () => feedback().message.success(t('monitorCache.cleared'));
  const clearName = async (n: string) => {
    await cacheApi.clearName(n);
    ok();
    if (n === name) {
      setKeys([]);
      setValue(null);
    }
    await loadNames();
  };
  const clearKey = async (key: string) => {
    if (!name) return;
    await cacheApi.clearKey(name, key);
    ok();
    if (value?.cacheKey === key) setValue(null);
    await openName(name);
    await loadNames();
  };
  const clearAll = async () => {
    const res = await cacheApi.clearAll();
    feedback().message.success(res.msg);
    setName(null);
    setKeys([]);
    setValue(null);
    await loadNames();
  };

  return (
    <div data-testid="cache-page">
      <CacheOverview
        info={info}
        actions={
          <Auth perm={PERM}>
            <Popconfirm title={t('monitorCache.clearAllConfirm')} onConfirm={clearAll}>
              <Button danger icon={<ClearOutlined />} data-testid="cache-clear-all">
                {t('monitorCache.clearAll')}
              </Button>
            </Popconfirm>
          </Auth>
        }
      />
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Card
            title={t('monitorCache.names')}
            extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => void loadNames()} />}
          >
            <Table<CacheNameVo>
              rowKey="cacheName"
              size="small"
              pagination={false}
              dataSource={names}
              onRow={(row) => ({ onClick: () => void openName(row.cacheName), style: { cursor: 'pointer' } })}
              rowClassName={(row) => (row.cacheName === name ? 'ant-table-row-selected' : '')}
              columns={[
                {
                  title: t('monitorCache.name'),
                  dataIndex: 'cacheName',
                  render: (v: string) => <span data-testid={`cache-name-${v}`}>{v}</span>,
                },
                { title: t('monitorCache.remark'), dataIndex: 'remark' },
                { title: t('monitorCache.count'), dataIndex: 'count', width: 70 },
                {
                  key: 'op',
                  width: 50,
                  render: (_: unknown, row: CacheNameVo) => (
                    <Auth perm={PERM}>
                      <Popconfirm
                        title={t('monitorCache.clearNameConfirm', { name: row.cacheName })}
                        onConfirm={() => clearName(row.cacheName)}
                      >
                        <Button
                          type="link"
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          data-testid={`cache-clear-${row.cacheName}`}
                          onClick={(e) => e.stopPropagation()}
                        />
                      </Popconfirm>
                    </Auth>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={name ? `${t('monitorCache.keys')} · ${name}` : t('monitorCache.keys')}>
            {keys.length ? (
              <List
                size="small"
                dataSource={keys}
                style={{ maxHeight: 520, overflow: 'auto' }}
                renderItem={(key) => (
                  <List.Item
                    style={{
                      cursor: 'pointer',
                      background: key === value?.cacheKey ? 'var(--zcps-primary-bg, #e6f4ff)' : undefined,
                    }}
                    onClick={async () => name && setValue((await cacheApi.value(name, key)).data)}
                    actions={[
                      <Auth perm={PERM} key="del">
                        <Popconfirm title={t('monitorCache.clearKeyConfirm')} onConfirm={() => clearKey(key)}>
                          <Button
                            type="link"
                            danger
                            size="small"
                            icon={<DeleteOutlined />}
                            onClick={(e) => e.stopPropagation()}
                          />
                        </Popconfirm>
                      </Auth>,
                    ]}
                  >
                    <code style={{ wordBreak: 'break-all' }}>{key}</code>
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={t('monitorCache.pickName')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('monitorCache.value')}>
            {value ? (
              <Flex vertical gap={8}>
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'k',
                      label: t('monitorCache.key'),
                      children: <code style={{ wordBreak: 'break-all' }}>{value.cacheKey}</code>,
                    },
                    {
                      key: 't',
                      label: 'TTL',
                      children: value.ttl < 0 ? t('monitorCache.noExpiry') : `${value.ttl} s`,
                    },
                  ]}
                />
                <Input.TextArea
                  readOnly
                  autoSize={{ minRows: 6, maxRows: 20 }}
                  value={pretty(value.cacheValue)}
                  style={{ fontFamily: 'monospace' }}
                />
                {value.truncated && <Tag color="warning">{t('monitorCache.truncated')}</Tag>}
              </Flex>
            ) : (
              <Empty description={t('monitorCache.pickKey')} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
