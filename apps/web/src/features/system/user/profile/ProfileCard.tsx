import { useState } from 'react';
import { Avatar, Card, Descriptions, Tooltip } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProfileVo } from '@zcps/contracts';
import { CropUpload } from '../../../../components/CropUpload';
import { useAuthedImage } from '../../../../lib/use-authed-image';

interface ProfileCardProps {
  profile: ProfileVo;
  onAvatar: (blob: Blob, fileName: string) => Promise<void>;
}

export function ProfileCard({ profile, onAvatar }: ProfileCardProps) {
  const { t } = useTranslation();
  const [cropping, setCropping] = useState(false);
  const avatar = useAuthedImage(profile.user.avatar);
  const { user } = profile;
  const rows = [
    { key: 'userName', label: t('profile.userName'), children: user.userName },
    { key: 'phonenumber', label: t('profile.phonenumber'), children: user.phonenumber || '—' },
    { key: 'email', label: t('profile.email'), children: user.email || '—' },
    { key: 'dept', label: t('profile.dept'), children: user.deptName ?? '—' },
    { key: 'roles', label: t('profile.roles'), children: profile.roleGroup || '—' },
    { key: 'posts', label: t('profile.posts'), children: profile.postGroup || '—' },
    { key: 'createTime', label: t('profile.createTime'), children: user.createTime ?? '—' },
  ];
  return (
    <Card title={t('profile.info')} data-testid="profile-card">
      <div className="zcps-profile-avatar">
        <Tooltip title={t('profile.changeAvatar')}>
          <button
            type="button"
            className="zcps-profile-avatar-button"
            onClick={() => setCropping(true)}
            aria-label={t('profile.changeAvatar')}
            data-testid="avatar-button"
          >
            <Avatar size={112} src={avatar} icon={<UserOutlined />} />
            <span className="zcps-profile-avatar-mask">
              <CameraOutlined />
            </span>
          </button>
        </Tooltip>
        <div className="zcps-profile-name">{user.nickName}</div>
      </div>
      <Descriptions column={1} size="small" items={rows} />
      <CropUpload
        open={cropping}
        onClose={() => setCropping(false)}
        onUpload={onAvatar}
        initialImage={avatar}
        title={t('profile.changeAvatar')}
      />
    </Card>
  );
}
