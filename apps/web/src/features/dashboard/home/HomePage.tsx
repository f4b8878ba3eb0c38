import { Col, Row } from 'antd';
import { FactCards } from './FactCards';
import { QuickLinks } from './QuickLinks';
import { ServerStatusCard } from './ServerStatusCard';
import { WelcomeCard } from './WelcomeCard';
import './home.css';

export function HomePage() {
  return (
    <div className="zcps-home" data-testid="home-page">
      <WelcomeCard />
      <FactCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <QuickLinks />
        </Col>
        <Col xs={24} lg={8}>
          <ServerStatusCard />
        </Col>
      </Row>
    </div>
  );
}
