import { Button, Col, Result, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WelcomeCard } from '../home/WelcomeCard';
import { fetchWorkplace } from './api';
import { LatestNotices } from './LatestNotices';
import { Shortcuts } from './Shortcuts';
import { TodoCards } from './TodoCards';
import '../home/home.css';
import './workplace.css';

/** 工作台: what waits for the signed-in user, the pages they use, the latest notices. */
export function Page() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['dashboard', 'workplace'], queryFn: fetchWorkplace });
  const data = query.data;

  return (
    <div className="zcps-workplace" data-testid="workplace-page">
      <WelcomeCard />
      {query.isError ? (
        <Result
          status="warning"
          title={t('workplace.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('analysis.refresh')}</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <TodoCards todos={data.todos} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Shortcuts shortcuts={data.shortcuts} />
            </Col>
            <Col xs={24} lg={12}>
              <LatestNotices notices={data.notices} />
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
