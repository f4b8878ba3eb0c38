import { useCallback, useState, type Key } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { download } from '../../lib/download';
import { feedback } from '../../lib/feedback';
import { confirmAction } from './confirm';
import { useTableQuery, type TableQueryOptions } from './useTableQuery';

export interface CrudPageOptions<T> extends TableQueryOptions {
  rowKey: keyof T & string;
  remove?: (ids: readonly number[]) => Promise<unknown>;
  /** Export endpoint and the file name offered for it. */
  exportUrl?: string;
  exportFile?: string;
  /** Fixed filters of the export beyond the search form's (e.g. the dictionary type of an entry list). */
  exportParams?: Record<string, unknown>;
  /** i18n keys of the messages shown after a save. */
  savedMessages?: { add: ParseKeys; edit: ParseKeys };
  /** Runs after every delete or save (e.g. dropping a client-side cache). */
  onChanged?: () => void;
}

/**
 * What every list-with-form screen does the same way: the table query, the form's open row, deletes that ask
 * first and need a selection, exports that ask first, and a refresh after each change.
 */
export function useCrudPage<T extends object>(options: CrudPageOptions<T>) {
  const { t } = useTranslation();
  const list = useTableQuery<T>(options);
  const [editing, setEditing] = useState<{ open: boolean; row: T | null }>({ open: false, row: null });
  const {
    rowKey,
    remove: removeRows,
    exportUrl,
    exportFile,
    exportParams,
    savedMessages,
    onChanged,
  } = options;
  const keyOf = useCallback((row: T) => row[rowKey] as unknown as Key, [rowKey]);
  const selected = list.rows.filter((r) => list.selectedKeys.includes(keyOf(r)));

  const remove = async (ids: readonly number[]) => {
    if (!removeRows) return;
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await removeRows(ids);
    feedback().message.success(t('crud.deleteOk'));
    onChanged?.();
    await list.refresh();
  };
  const exportAll = async () => {
    if (!exportUrl) return;
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(exportUrl, { ...list.filterParams, ...exportParams }, exportFile ?? 'export.xlsx');
  };
  const saved = async (added: boolean) => {
    setEditing({ open: false, row: null });
    if (savedMessages) feedback().message.success(t(added ? savedMessages.add : savedMessages.edit));
    onChanged?.();
    await list.refresh();
  };

  return {
    list,
    selected,
    keyOf,
    editing,
    openAdd: () => setEditing({ open: true, row: null }),
    openEdit: (row: T | null) => setEditing({ open: true, row }),
    closeForm: () => setEditing({ open: false, row: null }),
    remove,
    removeSelected: () => remove(list.selectedKeys.map(Number)),
    exportAll,
    saved,
  };
}

export type CrudPage<T extends object> = ReturnType<typeof useCrudPage<T>>;
