import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Spin, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LcRow, LcRuntimeMeta } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  CrudTable,
  CrudToolbar,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { ImportDialog, type ImportTarget } from '../../system/user/ImportDialog';
import { lcApi, type LcApi } from './api';
import { lcColumns, parentColumn, scrollWidth } from './columns';
import { RowForm } from './RowForm';
import { SearchField, toFilters } from './search';

function RuntimeList({ api, meta }: { api: LcApi; meta: LcRuntimeMeta }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [importing, setImporting] = useState(false);
  const { object, fields, pages, permissions: p } = meta;
  const perms: CrudPerms = { add: p.add, edit: p.edit, remove: p.remove, export: p.export };
  const crud = useCrudPage<LcRow>({
    key: `lc/${api.base}`,
    url: api.listUrl,
    rowKey: 'id',
    pageSize: pages.list.pageSize,
    remove: api.remove,
    exportUrl: api.exportUrl,
    exportFile: `${object.label}.xlsx`,
    savedMessages: { add: 'lcRuntime.addOk', edit: 'lcRuntime.editOk' },
  });
  const searchable = useMemo(
    () => pages.list.search.map((name) => fields.find((f) => f.name === name)).filter((f) => f !== undefined),
    [pages.list.search, fields],
  );
  const tree = object.kind === 'tree' ? { titleField: object.titleField } : undefined;
  const columns: TableColumnsType<LcRow> = [
    ...(tree ? [parentColumn(t)] : []),
    ...lcColumns(fields, pages.list, t, api.downloadFile),
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => <RowActions crud={crud} row={row} perms={perms} editLabel={t('lcRuntime.edit')} />,
    },
  ];
  const importTarget: ImportTarget = {
    base: api.base,
    task: `lc-import:${object.appKey}:${object.objectKey}`,
    templateFile: t('lcRuntime.templateFile', { name: object.label }),
    title: t('lcRuntime.importTitle', { name: object.label }),
    nameLabel: t('lcRuntime.importName'),
  };
  const search = (values: Record<string, unknown>) => crud.list.search(toFilters(values, fields));

  return (
    <div className="zcps-page-card" data-testid={`lc-runtime-${object.appKey}-${object.objectKey}`}>
      {searchable.length > 0 && (
        <SearchForm form={form} onSearch={search} onReset={() => crud.list.search({})}>
          {searchable.map((field) => (
            <SearchField key={field.name} api={api} field={field} />
          ))}
        </SearchForm>
      )}
      <CrudToolbar crud={crud} perms={perms} addLabel={t('lcRuntime.add')} editLabel={t('lcRuntime.edit')}>
        <Auth perm={p.import}>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('lcRuntime.import')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={scrollWidth(columns, 60)} />
      <RowForm
        api={api}
        label={object.label}
        tree={tree}
        fields={fields}
        schema={pages.form}
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <ImportDialog
        target={importTarget}
        open={importing}
        onClose={() => setImporting(false)}
        onDone={() => void crud.list.refresh()}
      />
    </div>
  );
}

/**
 * A published low-code object (menu component `lowcode/runtime/index`, query `app` and `object`): its list with
 * the search bar of its searchable fields, its form dialog, export and import, each gated by `lc:{app}:{object}:*`.
 */
export function Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const app = params.get('app') ?? '';
  const object = params.get('object') ?? '';
  const api = useMemo(() => lcApi(app, object), [app, object]);
  const meta = useQuery({
    queryKey: ['lc/meta', app, object],
    queryFn: () => api.meta(),
    enabled: app !== '' && object !== '',
    staleTime: 0,
  });
  if (!app || !object || meta.isError)
    return <Empty description={t('lcRuntime.notFound')} style={{ padding: 48 }} />;
  if (!meta.data) return <Spin style={{ display: 'block', padding: 48 }} />;
  // A republished object renews the list (its columns and filters may have changed).
  return <RuntimeList key={meta.data.data.object.rev} api={api} meta={meta.data.data} />;
}
