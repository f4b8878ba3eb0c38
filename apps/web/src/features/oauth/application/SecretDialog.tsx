import { Alert, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OAuthSecretVo } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';

interface SecretDialogProps {
  secret: OAuthSecretVo | null;
  onClose: () => void;
}

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      feedback().message.success(t('oauthAdmin.copied'));
    } catch {
      feedback().message.error(t('oauthAdmin.copyFailed'));
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Typography.Text code copyable={false} style={{ wordBreak: 'break-all', flex: 1 }} aria-label={label}>
        {value}
      </Typography.Text>
      <Button
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void copy()}
        aria-label={`${t('oauthAdmin.copy')} ${label}`}
      >
        {t('oauthAdmin.copy')}
      </Button>
    </Space.Compact>
  );
}

/** The client id and, for confidential clients, the secret: shown once after creation or a reset. */
export function SecretDialog({ secret, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!secret}
      title={t('oauthAdmin.secretTitle')}
      width={620}
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('oauthAdmin.saveDone')}
        </Button>
      }
      destroyOnHidden
    >
      {secret && (
        <>
          <Alert
            type={secret.clientSecret ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            title={t(secret.clientSecret ? 'oauthAdmin.secretOnce' : 'oauthAdmin.publicNoSecret')}
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('oauthAdmin.clientId')}>
              <CopyValue value={secret.clientId} label={t('oauthAdmin.clientId')} />
            </Descriptions.Item>
            {secret.clientSecret && (
              <Descriptions.Item label={t('oauthAdmin.clientSecret')}>
                <CopyValue value={secret.clientSecret} label={t('oauthAdmin.clientSecret')} />
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
