import { useState } from 'react';
import { Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPER_ADMIN_ROLE_KEY, type Result } from '@zcps/contracts';
import { useUserStore } from '../../stores/user-store';
import { fetchTenantList } from '../../features/auth/api';
import { feedback } from '../../lib/feedback';
import { http } from '../../lib/request';
import { useTabsStore } from '../../stores/tabs-store';
import { useStableNavigate } from '../../lib/use-stable-navigate';

const VIEWED_KEY = 'zcps-viewed-tenant';

/** Super admin only: view another tenant's data in this session (the server keeps the choice per session). */
export function TenantSwitch() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const client = useQueryClient();
  const isSuperAdmin = useUserStore((s) => s.roles.includes(SUPER_ADMIN_ROLE_KEY));
  const ownTenant = useUserStore((s) => s.tenantId);
  const [viewed, setViewed] = useState(() => sessionStorage.getItem(VIEWED_KEY) ?? undefined);
  const tenants = useQuery({ queryKey: ['tenants'], queryFn: fetchTenantList, enabled: isSuperAdmin });
  const list = tenants.data?.data;
  if (!isSuperAdmin || !list?.tenantEnabled || (list.voList?.length ?? 0) < 2) return null;

  const choose = async (tenantId: string | undefined) => {
    const target = tenantId && tenantId !== ownTenant ? tenantId : undefined;
    const { msg } = target
      ? await http.get<Result<null>>(`/system/tenant/dynamic/${target}`)
      : await http.get<Result<null>>('/system/tenant/dynamic/clear');
    if (target) sessionStorage.setItem(VIEWED_KEY, target);
    else sessionStorage.removeItem(VIEWED_KEY);
    setViewed(target);
    // Open pages show the previous tenant's data: start again from the home page.
    useTabsStore.getState().reset();
    navigate('/index');
    await client.invalidateQueries();
    feedback().message.success(msg);
  };

  return (
    <Select
      className="zcps-tenant-switch"
      size="small"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('navbar.tenant')}
      aria-label={t('navbar.tenant')}
      value={viewed}
      onChange={(value?: string) => void choose(value)}
      options={(list.voList ?? []).map((tenant) => ({ value: tenant.tenantId, label: tenant.companyName }))}
      data-testid="tenant-switch"
    />
  );
}
