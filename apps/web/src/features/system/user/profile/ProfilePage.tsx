import { Card, Col, Row, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdateBody } from '@zcps/contracts';
import { useUserStore } from '../../../../stores/user-store';
import { feedback } from '../../../../lib/feedback';
import { fetchProfile, updatePassword, updateProfile, uploadAvatar } from './api';
import { BasicInfoForm } from './BasicInfoForm';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { MySessions } from '../../../auth/sessions/MySessions';
import { SocialBindings } from '../../../auth/social/SocialBindings';
import './profile.css';

const PROFILE_KEY = ['profile'];

/** 个人中心 (/user/profile): facts about me, my avatar, my details and my password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  const profile = query.data?.data;
  const [params] = useSearchParams();

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: PROFILE_KEY });
    await useUserStore.getState().getInfo();
  };
  const saveBasic = async (body: ProfileUpdateBody) => {
    await updateProfile(body);
    feedback().message.success(t('profile.saved'));
    await refresh();
  };
  const savePassword = async (body: { oldPassword: string; newPassword: string }) => {
    try {
      await updatePassword(body);
      feedback().message.success(t('profile.passwordChanged'));
      return true;
    } catch {
      return false;
    }
  };
  const saveAvatar = async (blob: Blob, fileName: string) => {
    await uploadAvatar(blob, fileName);
    feedback().message.success(t('profile.avatarUpdated'));
    await refresh();
  };

  if (!profile) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Row gutter={[16, 16]} data-testid="profile-page">
      <Col xs={24} md={8} xl={6}>
        <ProfileCard profile={profile} onAvatar={saveAvatar} />
      </Col>
      <Col xs={24} md={16} xl={18}>
        <Card title={t('profile.basic')}>
          <Tabs
            defaultActiveKey={params.get('tab') ?? 'basic'}
            items={[
              {
                key: 'basic',
                label: t('profile.basic'),
                children: <BasicInfoForm key={profile.user.nickName} profile={profile} onSave={saveBasic} />,
              },
              {
                key: 'password',
                label: t('profile.changePassword'),
                children: <PasswordForm onSave={savePassword} />,
              },
              { key: 'social', label: t('socialBinding.tab'), children: <SocialBindings /> },
              { key: 'sessions', label: t('mySessions.tab'), children: <MySessions /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
