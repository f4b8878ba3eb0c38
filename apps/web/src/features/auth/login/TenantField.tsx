import { lazy, Suspense, useState } from 'react';
import Input from 'antd/es/input/Input';
import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import type { TenantOption } from './TenantSelect';

const TenantSelect = lazy(() => import('./TenantSelect').then((m) => ({ default: m.TenantSelect })));

interface TenantFieldProps {
  tenants: TenantOption[];
  value?: string;
  onChange?: (tenantId: string) => void;
  placeholder?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * The tenant picker. antd's Select and its helpers are 27 KB on the wire, a tenth of the login page, and most
 * deployments have one tenant: then the box shows that tenant and the Select loads on the first press, focus
 * or key (opened, as a press on a Select would). With more than one tenant the Select loads at once.
 * Form.Item hands value/onChange to its direct child, so the Suspense boundary sits in here.
 */
export function TenantField({ tenants, ...props }: TenantFieldProps) {
  const [wanted, setWanted] = useState(false);
  const chosen = tenants.find((t) => t.tenantId === props.value);
  const stand = (onUse?: () => void) => (
    <Input
      size="large"
      readOnly
      className="zcps-tenant-stand"
      prefix={<ApartmentOutlined />}
      suffix={<DownOutlined className="zcps-tenant-stand-arrow" />}
      value={chosen?.companyName ?? ''}
      placeholder={props.placeholder}
      aria-label={props['aria-label']}
      role="combobox"
      aria-expanded={false}
      data-testid={props['data-testid']}
      onMouseDown={onUse}
      onFocus={onUse}
      onKeyDown={onUse}
    />
  );
  if (!wanted && tenants.length <= 1) return stand(() => setWanted(true));
  return (
    // A press while the Select's code is still loading (more than one tenant: it loads at once) is not lost: the
    // Select opens as it arrives.
    <Suspense fallback={stand(() => setWanted(true))}>
      <TenantSelect {...props} tenants={tenants} autoFocus={wanted} defaultOpen={wanted} />
    </Suspense>
  );
}
