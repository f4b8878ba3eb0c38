import { useMemo, useState } from 'react';
import { Button, Collapse, Empty, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@zcps/contracts';
import { fetchOpenApi, filterGroups, groupOperations, OPENAPI_URL } from './openapi';

const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'gold',
  DELETE: 'red',
};

/** 接口文档: the server's OpenAPI document as tags → operations, with a filter box. */
export function ApiReference() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['document', 'openapi'], queryFn: fetchOpenApi, staleTime: Infinity });
  const groups = useMemo(() => (query.data ? groupOperations(query.data) : []), [query.data]);
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const total = groups.reduce((n, g) => n + g.operations.length, 0);
  const matched = shown.reduce((n, g) => n + g.operations.length, 0);
  const filtering = filter.trim() !== '';

  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('docPage.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('docPage.retry')}</Button>}
      />
    );
  if (!query.data) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <div className="zcps-api-reference" data-testid="api-reference">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {query.data.info?.title && (
          <Typography.Text type="secondary">
            {query.data.info.title} {query.data.info.version} ·{' '}
            {t('docPage.source', { url: `${API_BASE}${OPENAPI_URL}` })}
          </Typography.Text>
        )}
        <Space wrap>
          <Input.Search
            allowClear
            style={{ width: 420, maxWidth: '100%' }}
            placeholder={t('docPage.filter')}
            aria-label={t('docPage.filter')}
            data-testid="api-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <Typography.Text data-testid="api-count">
            {filtering
              ? t('docPage.matched', { operations: matched })
              : t('docPage.count', { tags: groups.length, operations: total })}
          </Typography.Text>
        </Space>
        {shown.length === 0 ? (
          <Empty description={t('docPage.noMatch')} />
        ) : (
          <Collapse
            size="small"
            activeKey={filtering ? shown.map((g) => g.tag) : open}
            onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
            items={shown.map((g) => ({
              key: g.tag,
              label: (
                <Space>
                  <Typography.Text strong>{g.tag || t('docPage.untagged')}</Typography.Text>
                  <Tag>{g.operations.length}</Tag>
                  {g.description && <Typography.Text type="secondary">{g.description}</Typography.Text>}
                </Space>
              ),
              children: (
                <ul className="zcps-api-operations">
                  {g.operations.map((op) => (
                    <li key={`${op.method} ${op.path}`} data-testid="api-operation">
                      <Tag color={METHOD_COLORS[op.method] ?? 'default'} className="method">
                        {op.method}
                      </Tag>
                      <code>{op.path}</code>
                      <div className="text">
                        {op.summary && <Typography.Text strong>{op.summary} </Typography.Text>}
                        <Typography.Text type="secondary">
                          {op.description || (op.summary ? '' : t('docPage.noDescription'))}
                        </Typography.Text>
                      </div>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        )}
      </Space>
    </div>
  );
}
