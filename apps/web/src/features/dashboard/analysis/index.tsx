import { useMemo, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Result, Row, Skeleton, theme } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption } from 'echarts/core';
import type { SignInShare } from '@zcps/contracts';
import { useDict } from '../../../lib/dict';
import { EChart } from '../charts/EChart';
import { fetchAnalysis } from './api';
import { monthlyOption, shareOption, weeklyOption, type ChartTheme } from './chart-options';
import { HeadlineCards } from './HeadlineCards';
import './analysis.css';

function ChartCard(props: { title: string; hint: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="borderless" className="zcps-analysis-card" title={props.title} data-testid={props.testId}>
      <div className="zcps-analysis-muted">{props.hint}</div>
      {props.children}
    </Card>
  );
}

function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorText,
      muted: token.colorTextSecondary,
      split: token.colorBorderSecondary,
      primary: token.colorPrimary,
      palette: [
        token.colorPrimary,
        '#13c2c2',
        '#fa8c16',
        '#722ed1',
        '#52c41a',
        '#eb2f96',
        '#faad14',
        '#2f54eb',
      ],
    }),
    [token.colorText, token.colorTextSecondary, token.colorBorderSecondary, token.colorPrimary],
  );
}

/** 分析页: the tenant's declarations, sign-ins and active users, drawn from the system's own tables. */
export function Page() {
  const { t } = useTranslation();
  const chartTheme = useChartTheme();
  const statuses = useDict('title_review_approval_status');
  const devices = useDict('sys_device_type');
  const query = useQuery({ queryKey: ['dashboard', 'analysis'], queryFn: fetchAnalysis });
  const data = query.data;

  const options = useMemo(() => {
    if (!data) return null;
    const unknown = t('analysis.unknown');
    const deviceLabel = (name: string) =>
      devices.find((d) => d.dictValue === name)?.dictLabel ?? (name || unknown);
    const statusLabels = statuses.map((s) => ({ value: s.dictValue, label: s.dictLabel }));
    return {
      monthly: monthlyOption(data.declarationsByMonth, statusLabels, t('analysis.total'), chartTheme),
      client: shareOption(
        data.signIns.byClient,
        t('analysis.signInsByClient'),
        (n) => n || unknown,
        chartTheme,
      ),
      device: shareOption(data.signIns.byDevice, t('analysis.signInsByDevice'), deviceLabel, chartTheme),
      weekly: weeklyOption(data.weeklyActiveUsers, t('analysis.activeUsers'), chartTheme),
    };
  }, [data, statuses, devices, chartTheme, t]);

  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('analysis.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('analysis.refresh')}</Button>}
      />
    );
  if (!data || !options) return <Skeleton active paragraph={{ rows: 12 }} />;

  const signInsHint = t('analysis.signInsHint', { days: data.signIns.days, total: data.signIns.total });
  const share = (shares: SignInShare[], option: EChartsCoreOption, testId: string, label: string) =>
    shares.length ? (
      <EChart option={option} height={280} testId={testId} ariaLabel={label} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.noData')} />
    );

  return (
    <div className="zcps-analysis" data-testid="analysis-page">
      <div className="zcps-analysis-toolbar">
        <Button
          icon={<ReloadOutlined />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid="analysis-refresh"
        >
          {t('analysis.refresh')}
        </Button>
      </div>
      <HeadlineCards headline={data.headline} />
      <ChartCard
        title={t('analysis.declarationsByMonth')}
        hint={t('analysis.declarationsByMonthHint')}
        testId="card-declarations"
      >
        <EChart
          option={options.monthly}
          height={320}
          testId="chart-declarations"
          ariaLabel={t('analysis.declarationsByMonth')}
        />
      </ChartCard>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <ChartCard title={t('analysis.signInsByClient')} hint={signInsHint} testId="card-clients">
            {share(data.signIns.byClient, options.client, 'chart-clients', t('analysis.signInsByClient'))}
          </ChartCard>
        </Col>
        <Col xs={24} lg={8}>
          <ChartCard title={t('analysis.signInsByDevice')} hint={signInsHint} testId="card-devices">
            {share(data.signIns.byDevice, options.device, 'chart-devices', t('analysis.signInsByDevice'))}
          </ChartCard>
        </Col>
        <Col xs={24} lg={8}>
          <ChartCard
            title={t('analysis.weeklyActive')}
            hint={t('analysis.weeklyActiveHint')}
            testId="card-weekly"
          >
            <EChart
              option={options.weekly}
              height={280}
              testId="chart-weekly"
              ariaLabel={t('analysis.weeklyActive')}
            />
          </ChartCard>
        </Col>
      </Row>
    </div>
  );
}
