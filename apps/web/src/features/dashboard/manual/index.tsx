import { useEffect, useState } from 'react';
import { Button, Card, Col, Empty, Result, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { downloadOss } from '../../../lib/download';
import { fetchManualContent, fetchManualList, type ManualRole } from './api';
import { ManualToc } from './ManualToc';
import './manual.css';

/** 操作手册: the caller's role manual read in the page, with its table of contents and the PDF to download. */
export function Page() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['manual', 'list'], queryFn: fetchManualList });
  const manuals = list.data ?? [];
  const [picked, setPicked] = useState<ManualRole | null>(null);
  const role = picked && manuals.some((m) => m.role === picked) ? picked : (manuals[0]?.role ?? null);
  const current = manuals.find((m) => m.role === role);
  const content = useQuery({
    queryKey: ['manual', 'content', role],
    queryFn: () => fetchManualContent(role!),
    enabled: role !== null,
    staleTime: Infinity,
  });
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => setActive(null), [role]);

  const scrollTo = (id: string) => {
    setActive(id);
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (list.isError)
    return (
      <Result
        status="warning"
        title={t('manualPage.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('manualPage.retry')}</Button>}
      />
    );
  if (!list.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!current) return <Empty description={t('manualPage.none')} data-testid="manual-empty" />;

  const doc = content.data;
  return (
    <div className="zcps-manual" data-testid="manual-page">
      <Card size="small" className="zcps-manual-head">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {current.title}
            </Typography.Title>
            {doc && (
              <Typography.Text type="secondary">
                {t('manualPage.edition', { version: doc.version, date: doc.date })}
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            {manuals.length > 1 && (
              <Segmented
                aria-label={t('manualPage.switchRole')}
                data-testid="manual-roles"
                value={current.role}
                options={manuals.map((m) => ({ value: m.role, label: m.title }))}
                onChange={(value) => setPicked(value as ManualRole)}
              />
            )}
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              data-testid="manual-pdf"
              onClick={() => void downloadOss(current.ossId, current.fileName)}
            >
              {t('manualPage.download')}
            </Button>
          </Space>
        </Space>
      </Card>
      {content.isError ? (
        <Result
          status="warning"
          title={t('manualPage.contentFailed')}
          extra={<Button onClick={() => void content.refetch()}>{t('manualPage.retry')}</Button>}
        />
      ) : !doc ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Row gutter={16} wrap={false} className="zcps-manual-body">
          <Col flex="260px" className="zcps-manual-aside">
            <Card size="small" title={t('manualPage.toc')}>
              <ManualToc chapters={doc.chapters} active={active} onPick={scrollTo} />
            </Card>
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <Card size="small">
              <article className="zcps-manual-content" data-testid="manual-content">
                {doc.chapters.map((ch) => (
                  <section key={ch.id}>
                    <h2 id={ch.id}>{t('manualPage.chapter', { n: ch.number, title: ch.title })}</h2>
                    <SafeHtml html={ch.html} />
                    {ch.sections.map((s) => (
                      <div key={s.id}>
                        <h3 id={s.id}>
                          {s.number} {s.title}
                        </h3>
                        <SafeHtml html={s.html} />
                      </div>
                    ))}
                  </section>
                ))}
              </article>
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
