import type { ReactNode } from 'react';
import { Card, Col, Row, Tag } from 'antd';
import {
  ApartmentOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALL_PERMISSION } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';

interface FactProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  extra?: ReactNode;
  tone: string;
  testId: string;
}

function Fact({ icon, label, value, extra, tone, testId }: FactProps) {
  return (
    <Card variant="borderless" className="zcps-home-fact" data-testid={testId}>
      <div className="zcps-home-fact-icon" style={{ color: tone, background: `${tone}1a` }}>
        {icon}
      </div>
      <div className="zcps-home-fact-body">
        <div className="zcps-home-fact-label">{label}</div>
        <div className="zcps-home-fact-value">{value}</div>
        {extra && <div className="zcps-home-fact-extra">{extra}</div>}
      </div>
    </Card>
  );
}

/** Facts about the signed-in user, straight from getInfo. */
export function FactCards() {
  const { t } = useTranslation();
  const userName = useUserStore((s) => s.userName);
  const user = useUserStore((s) => s.user);
  const roles = useUserStore((s) => s.roles);
  const permissions = useUserStore((s) => s.permissions);
  const roleNames = user?.roles?.length ? user.roles.map((r) => r.roleName) : roles;
  const allPermissions = permissions.includes(ALL_PERMISSION);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} xl={6}>
        <Fact
          testId="fact-account"
          tone="#409EFF"
          icon={<IdcardOutlined />}
          label={t('home.account')}
          value={userName}
          extra={user?.nickName}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Fact
          testId="fact-dept"
          tone="#13c2c2"
          icon={<ApartmentOutlined />}
          label={t('home.dept')}
          value={user?.deptName || t('home.noDept')}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Fact
          testId="fact-roles"
          tone="#722ed1"
          icon={<TeamOutlined />}
          label={t('home.roles')}
          value={t('home.rolesCount', { count: roleNames.length })}
          extra={roleNames.slice(0, 3).map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Fact
          testId="fact-permissions"
          tone="#fa8c16"
          icon={<SafetyCertificateOutlined />}
          label={t('home.permissions')}
          value={
            allPermissions
              ? t('home.allPermissions')
              : t('home.permissionsCount', { count: permissions.length })
          }
        />
      </Col>
    </Row>
  );
}
