import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Auth } from '../Auth';
import type { CrudPage } from './useCrudPage';
import { TableToolbar } from './TableToolbar';

/** Permission codes of the standard buttons; a button without a code is not shown. */
export interface CrudPerms {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
}

interface ToolbarProps<T extends object> {
  crud: CrudPage<T>;
  perms: CrudPerms;
  /** Labels of add and edit (each screen names its thing: 新增岗位 …). */
  addLabel: string;
  editLabel: string;
  ghostAdd?: boolean;
  /** Extra buttons after the standard ones. */
  children?: ReactNode;
}

/** 新增 / 修改 (one selected row) / 删除 (a selection) / 导出, then the screen's own buttons, refresh at the right. */
export function CrudToolbar<T extends object>({
  crud,
  perms,
  addLabel,
  editLabel,
  ghostAdd,
  children,
}: ToolbarProps<T>) {
  const { t } = useTranslation();
  const { list, selected } = crud;
  return (
    <TableToolbar onRefresh={() => void list.refresh()}>
      {perms.add && (
        <Auth perm={perms.add}>
          <Button type="primary" ghost={ghostAdd} icon={<PlusOutlined />} onClick={crud.openAdd}>
            {addLabel}
          </Button>
        </Auth>
      )}
      {perms.edit && (
        <Auth perm={perms.edit}>
          <Button
            icon={<EditOutlined />}
            disabled={selected.length !== 1}
            onClick={() => crud.openEdit(selected[0] ?? null)}
          >
            {editLabel}
          </Button>
        </Auth>
      )}
      {perms.remove && (
        <Auth perm={perms.remove}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void crud.removeSelected()}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
      )}
      {perms.export && (
        <Auth perm={perms.export}>
          <Button icon={<DownloadOutlined />} onClick={() => void crud.exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      )}
      {children}
    </TableToolbar>
  );
}

interface RowActionsProps<T extends object> {
  crud: CrudPage<T>;
  row: T;
  perms: CrudPerms;
  editLabel: string;
  /** Built-in rows keep their buttons, disabled, so the reason stays visible. */
  editDisabled?: boolean;
  removeDisabled?: boolean;
  children?: ReactNode;
}

/** The operation column: 修改 and 删除 links, then the screen's own. */
export function RowActions<T extends object>({
  crud,
  row,
  perms,
  editLabel,
  editDisabled,
  removeDisabled,
  children,
}: RowActionsProps<T>) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      {perms.edit && (
        <Auth perm={perms.edit}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            disabled={editDisabled}
            onClick={() => crud.openEdit(row)}
          >
            {editLabel}
          </Button>
        </Auth>
      )}
      {perms.remove && (
        <Auth perm={perms.remove}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={removeDisabled}
            onClick={() => void crud.remove([Number(crud.keyOf(row))])}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
      )}
      {children}
    </Space>
  );
}
