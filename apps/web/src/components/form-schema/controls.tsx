import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Radio, Select, TreeSelect, Upload, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  DeptVo,
  FormFieldItem,
  FormOption,
  OssUploadVo,
  OssVo,
  Result,
  UserListVo,
} from '@zcps/contracts';
import { useDict } from '../../lib/dict';
import { http } from '../../lib/request';

/** What antd Form.Item injects into its control. */
export interface ControlProps<V = unknown> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
  placeholder?: string;
}

interface ChoiceProps extends ControlProps {
  item: FormFieldItem;
}

function Choices({ item, options, ...rest }: ChoiceProps & { options: readonly FormOption[] }) {
  const opts = options.map((o) => ({ label: o.label, value: o.value }));
  if (item.widget === 'radio') return <Radio.Group {...rest} options={opts} />;
  if (item.widget === 'checkbox')
    return <Checkbox.Group {...rest} value={rest.value as (string | number)[] | undefined} options={opts} />;
  return (
    <Select
      {...rest}
      options={opts}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={item.props?.multiple ? 'multiple' : undefined}
    />
  );
}

function DictChoices({ dictType, ...props }: ChoiceProps & { dictType: string }) {
  const dict = useDict(dictType);
  const options = useMemo(() => dict.map((d) => ({ label: d.dictLabel, value: d.dictValue })), [dict]);
  return <Choices {...props} options={options} />;
}

/** select / radio / checkbox / refSelect over a dictionary type or the item's own options. */
export function ChoiceControl(props: ChoiceProps) {
  const { dictType } = props.item;
  if (dictType) return <DictChoices {...props} dictType={dictType} />;
  return <Choices {...props} options={props.item.options ?? []} />;
}

/** Users within the caller's data scope (`/system/user/optionselect`). */
export function UserPicker({ multiple, ...rest }: ControlProps & { multiple?: boolean }) {
  const { data } = useQuery({
    queryKey: ['/system/user/optionselect'],
    queryFn: () => http.get<Result<UserListVo[]>>('/system/user/optionselect', { silent: true }),
    staleTime: 60_000,
  });
  const options = (data?.data ?? []).map((u) => ({
    label: `${u.nickName}（${u.userName}）`,
    value: u.userId,
  }));
  return (
    <Select
      {...rest}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
    />
  );
}

interface DeptNode {
  title: string;
  value: number;
  children: DeptNode[];
}

function deptTree(depts: readonly DeptVo[]): DeptNode[] {
  const nodes = new Map(
    depts.map((d) => [d.deptId, { title: d.deptName, value: d.deptId, children: [] as DeptNode[] }]),
  );
  const roots: DeptNode[] = [];
  for (const d of depts) {
    const parent = nodes.get(d.parentId);
    (parent ? parent.children : roots).push(nodes.get(d.deptId)!);
  }
  return roots;
}

/** Enabled depts within the data scope (`/system/dept/optionselect`) as a tree. */
export function DeptPicker({ multiple, ...rest }: ControlProps & { multiple?: boolean }) {
  const { data } = useQuery({
    queryKey: ['/system/dept/optionselect'],
    queryFn: () => http.get<Result<DeptVo[]>>('/system/dept/optionselect', { silent: true }),
    staleTime: 60_000,
  });
  const treeData = useMemo(() => deptTree(data?.data ?? []), [data]);
  return (
    <TreeSelect
      {...rest}
      treeData={treeData}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      multiple={multiple}
    />
  );
}

const idsOf = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);

/** Where OssUpload sends files and learns the names of those it holds. */
export interface UploadEndpoints {
  /** POST target of the multipart field "file", answering OssUploadVo. */
  upload: string;
  /** Names (and an address, where one can be opened) of the files among these ids that the caller may see. */
  names: (ossIds: readonly string[]) => Promise<{ ossId: string; name: string; url?: string }[]>;
}

/** Object storage itself (system:oss:*); a low-code object provides its own routes, open to its editors. */
export const UploadEndpointsContext = createContext<UploadEndpoints>({
  upload: '/resource/oss/upload',
  names: async (ids) =>
    (await http.get<Result<OssVo[]>>(`/resource/oss/listByIds/${ids.join(',')}`, { silent: true })).data.map(
      (o) => ({ ossId: o.ossId, name: o.originalName, url: o.url }),
    ),
});

/**
 * Uploads to object storage (`/resource/oss/upload`); the value is the comma list of OSS ids, as the family's
 * ImageUpload / FileUpload keep it.
 */
export function OssUpload({
  value,
  onChange,
  disabled,
  image,
  accept,
  maxCount,
}: ControlProps & { image?: boolean; accept?: string; maxCount?: number }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const ids = idsOf(value);
  const unknown = ids.filter((id) => !files.some((f) => f.uid === id));
  const endpoints = useContext(UploadEndpointsContext);
  const { data } = useQuery({
    queryKey: [endpoints.upload, 'names', unknown.join(',')],
    queryFn: () => endpoints.names(unknown),
    enabled: unknown.length > 0,
  });
  useEffect(() => {
    const known = data ?? [];
    if (!known.length) return;
    setFiles((prev) => [
      ...prev,
      ...known.map((o): UploadFile => ({
        uid: o.ossId,
        name: o.name,
        status: 'done',
        url: o.url,
      })),
    ]);
  }, [data]);
  const shown = files.filter((f) => f.status !== 'done' || ids.includes(f.uid));
  const emit = (next: UploadFile[]) =>
    onChange?.(
      next
        .filter((f) => f.status === 'done')
        .map((f) => f.uid)
        .join(','),
    );

  const button = image ? (
    <div>
      <PlusOutlined />
      <div style={{ marginTop: 4 }}>{t('formSchema.upload')}</div>
    </div>
  ) : (
    <Button icon={<UploadOutlined />} disabled={disabled}>
      {t('formSchema.uploadFile')}
    </Button>
  );
  return (
    <Upload
      listType={image ? 'picture-card' : 'text'}
      fileList={shown}
      accept={accept ?? (image ? 'image/*' : undefined)}
      disabled={disabled}
      maxCount={maxCount}
      customRequest={({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append('file', file as File);
        http
          .post<Result<OssUploadVo>>(endpoints.upload, form)
          .then((res) => onSuccess?.(res.data))
          .catch((e: Error) => onError?.(e));
      }}
      onChange={({ file, fileList }) => {
        const next = fileList.map((f) => {
          const uploaded = f.response as OssUploadVo | undefined;
          if (f.uid === file.uid && f.status === 'done' && uploaded)
            return { ...f, uid: uploaded.ossId, url: uploaded.url, name: uploaded.fileName || f.name };
          if (f.status === 'error') return { ...f, response: t('formSchema.uploadFailed') };
          return f;
        });
        setFiles(next);
        if (file.status === 'done' || file.status === 'removed') emit(next);
      }}
    >
      {maxCount !== undefined && shown.length >= maxCount ? null : button}
    </Upload>
  );
}
