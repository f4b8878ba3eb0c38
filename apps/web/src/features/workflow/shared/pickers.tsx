import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { PostVo, Result, SysRoleVo } from '@zcps/contracts';
import type { ControlProps } from '../../../components/form-schema';
import { http } from '../../../lib/request';

export { DeptPicker, UserPicker } from '../../../components/form-schema';

type MultiProps = ControlProps<number[]>;

/** Roles of the tenant (`/system/role/optionselect`). */
export function RolePicker(props: MultiProps) {
  const { data } = useQuery({
    queryKey: ['/system/role/optionselect'],
    queryFn: () => http.get<Result<SysRoleVo[]>>('/system/role/optionselect', { silent: true }),
    staleTime: 60_000,
  });
  const options = (data?.data ?? []).map((r) => ({
    label: `${r.roleName}（${r.roleKey}）`,
    value: r.roleId,
  }));
  return (
    <Select
      {...props}
      options={options}
      allowClear
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** Enabled posts (`/system/post/optionselect`). */
export function PostPicker(props: MultiProps) {
  const { data } = useQuery({
    queryKey: ['/system/post/optionselect'],
    queryFn: () => http.get<Result<PostVo[]>>('/system/post/optionselect', { silent: true }),
    staleTime: 60_000,
  });
  const options = (data?.data ?? []).map((p) => ({ label: p.postName, value: p.postId }));
  return (
    <Select
      {...props}
      options={options}
      allowClear
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
