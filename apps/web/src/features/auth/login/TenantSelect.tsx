import { Select, type SelectProps } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';

export interface TenantOption {
  tenantId: string;
  companyName: string;
}

/** Loaded only when tenants are enabled: antd's Select is large, and most deployments have one tenant. */
export function TenantSelect({ tenants, ...props }: SelectProps & { tenants: TenantOption[] }) {
  return (
    <Select
      {...props}
      size="large"
      prefix={<ApartmentOutlined />}
      showSearch={{ optionFilterProp: 'label' }}
      options={tenants.map((o) => ({ value: o.tenantId, label: o.companyName }))}
    />
  );
}
