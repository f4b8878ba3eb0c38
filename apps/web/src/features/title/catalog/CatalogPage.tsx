import type { ReactNode } from 'react';
import { Form, Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudPermissionCodes } from '@zcps/contracts';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';

export interface CatalogFormProps<T> {
  open: boolean;
  row: T | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

interface CatalogPageProps<T extends { status: string; createTime: string | null }> {
  /** e.g. `title/series`: the list is `/<resource>/list`, deletes `/<resource>/<ids>`. */
  resource: string;
  rowKey: keyof T & string;
  perms: CrudPermissionCodes;
  remove: (ids: readonly number[]) => Promise<unknown>;
  exportFile: string;
  /** The screen's own columns; sort order (when `withOrder`), status, created and actions follow. */
  columns: (crud: CrudPage<T>) => TableColumnsType<T>;
  /** The screen's own search fields; a status filter follows. */
  filters: ReactNode;
  Form: (props: CatalogFormProps<T>) => ReactNode;
  withOrder?: boolean;
  scrollX: number;
}

/** A catalogue screen: search, toolbar, the paged table and the add/edit form, the post screen's way. */
export function CatalogPage<T extends { status: string; createTime: string | null }>(
  props: CatalogPageProps<T>,
) {
  const { t } = useTranslation();
  const [search] = Form.useForm();
  const status = useDict('sys_normal_disable');
  const { resource, perms: P } = props;
  const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };
  const crud = useCrudPage<T>({
    key: resource,
    url: `/${resource}/list`,
    rowKey: props.rowKey,
    remove: props.remove,
    exportUrl: `/${resource}/export`,
    exportFile: props.exportFile,
    savedMessages: { add: 'titleCatalog.addOk', edit: 'titleCatalog.editOk' },
  });

  const columns: TableColumnsType<T> = [
    ...props.columns(crud),
    ...(props.withOrder === false
      ? []
      : [
          {
            title: t('titleCatalog.orderNum'),
            dataIndex: 'orderNum',
            width: 100,
            align: 'center' as const,
            sorter: true,
          },
        ]),
    {
      title: t('titleCatalog.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    {
      title: t('titleCatalog.createTime'),
      dataIndex: 'createTime',
      width: 170,
      align: 'center',
      sorter: true,
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 170,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('titleCatalog.edit')} />
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={search} onSearch={crud.list.search} onReset={() => crud.list.search({})}>
        {props.filters}
        <Form.Item label={t('titleCatalog.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('titleCatalog.status'))}
            style={{ width: 120 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('titleCatalog.add')}
        editLabel={t('titleCatalog.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={props.scrollX} />
      <props.Form
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

/** A text filter of a catalogue search form. */
export function TextFilter({ name, label, width = 180 }: { name: string; label: string; width?: number }) {
  return (
    <Form.Item label={label} name={name}>
      <Input allowClear placeholder={hintOf('input', label)} style={{ width }} />
    </Form.Item>
  );
}

/** A select filter (series, level …) of a catalogue search form. */
export function SelectFilter({
  name,
  label,
  options,
  width = 180,
}: {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  width?: number;
}) {
  return (
    <Form.Item label={label} name={name}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        options={options}
        placeholder={hintOf('select', label)}
        style={{ width }}
      />
    </Form.Item>
  );
}
