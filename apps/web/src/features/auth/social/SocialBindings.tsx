import { useState } from 'react';
import { Button, Empty, List, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { confirmAction } from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { fetchBindings, fetchSocialSources, startSocial, unbindSocial } from './api';

const BINDINGS = ['profile', 'social-bindings'];

/** Personal centre tab: every enabled provider, bound or not; binding leaves for the provider. */
export function SocialBindings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tenantId = useUserStore((s) => s.tenantId) ?? DEFAULT_TENANT_ID;
  const [leaving, setLeaving] = useState<string | null>(null);
  const sources = useQuery({
    queryKey: ['auth', 'social-sources'],
    queryFn: fetchSocialSources,
    select: (r) => r.data,
  });
  const bindings = useQuery({ queryKey: BINDINGS, queryFn: fetchBindings, select: (r) => r.data });

  const bind = async (source: string) => {
    setLeaving(source);
    try {
      window.location.assign((await startSocial(source, tenantId, true)).data);
    } catch (e) {
      setLeaving(null);
      feedback().message.error(e instanceof Error ? e.message : t('socialLogin.failed'));
    }
  };
  const unbind = async (id: number, name: string) => {
    if (!(await confirmAction(t('socialBinding.confirmUnbind', { name }), { danger: true }))) return;
    await unbindSocial(id);
    feedback().message.success(t('socialBinding.unbound'));
    await client.invalidateQueries({ queryKey: BINDINGS });
  };

  if (sources.data && !sources.data.length) return <Empty description={t('socialBinding.empty')} />;
  return (
    <List
      loading={sources.isLoading || bindings.isLoading}
      dataSource={sources.data ?? []}
      data-testid="social-bindings"
      renderItem={(source) => {
        const bound = bindings.data?.find((b) => b.source === source.source);
        return (
          <List.Item
            data-testid={`binding-${source.source}`}
            actions={[
              bound ? (
                <Button key="unbind" danger onClick={() => void unbind(bound.id, source.name)}>
                  {t('socialBinding.unbind')}
                </Button>
              ) : (
                <Button
                  key="bind"
                  type="primary"
                  loading={leaving === source.source}
                  onClick={() => void bind(source.source)}
                >
                  {t('socialBinding.bind')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={source.name}
              description={
                bound ? (
                  <Tag color="success">
                    {t('socialBinding.bound', { name: bound.nickName || bound.userName })}
                  </Tag>
                ) : (
                  <Tag>{t('socialBinding.notBound')}</Tag>
                )
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
