import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { CheckCircleOutlined, FileTextOutlined, SyncOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardHeadline } from '@zcps/contracts';

interface Figure {
  key: keyof DashboardHeadline;
  icon: ReactNode;
  tone: string;
}

const FIGURES: Figure[] = [
  { key: 'declarationsThisYear', icon: <FileTextOutlined />, tone: '#1677ff' },
  { key: 'inReview', icon: <SyncOutlined />, tone: '#fa8c16' },
  { key: 'passed', icon: <CheckCircleOutlined />, tone: '#52c41a' },
  { key: 'users', icon: <TeamOutlined />, tone: '#722ed1' },
];

/** The four headline numbers of the analysis page. */
export function HeadlineCards({ headline }: { headline: DashboardHeadline }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map(({ key, icon, tone }) => (
        <Col xs={24} sm={12} xl={6} key={key}>
          <Card variant="borderless" className="zcps-analysis-figure" data-testid={`figure-${key}`}>
            <div className="zcps-analysis-figure-icon" style={{ color: tone, background: `${tone}1a` }}>
              {icon}
            </div>
            <Statistic
              title={t(`analysis.${key}`)}
              value={headline[key]}
              styles={{ content: { fontWeight: 600 } }}
            />
            <div className="zcps-analysis-muted">{t(`analysis.${key}Hint`)}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
