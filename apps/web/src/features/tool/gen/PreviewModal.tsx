import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Spin, Tabs, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GenTable } from '@zcps/contracts';
import { feedback } from '../../../lib/feedback';
import { genApi, type GenCompileCheck } from './api';

interface PreviewModalProps {
  table: GenTable | null;
  onClose: () => void;
}

/** The tab of a file: its name, with its folder where two files share a name; the full path is shown above the code. */
function tabLabels(paths: readonly string[]): Map<string, string> {
  const name = (path: string) => path.split('/').at(-1) ?? path;
  const count = new Map<string, number>();
  for (const path of paths) count.set(name(path), (count.get(name(path)) ?? 0) + 1);
  return new Map(
    paths.map((path) => [
      path,
      (count.get(name(path)) ?? 0) > 1 ? path.split('/').slice(-2).join('/') : name(path),
    ]),
  );
}

function CompileStatus({ check, loading }: { check: GenCompileCheck | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Alert type="info" showIcon title={t('codegen.checking')} />;
  if (!check) return null;
  if (check.compiles)
    return <Alert type="success" showIcon title={t('codegen.compiles')} data-testid="gen-compiles" />;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="gen-compile-failed"
      title={t('codegen.compileFailed', { count: check.diagnostics.length })}
      description={
        <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 120, overflow: 'auto' }}>
          {check.diagnostics.slice(0, 20).map((d, i) => (
            <li key={i}>{t('codegen.diagnostic', d)}</li>
          ))}
        </ul>
      }
    />
  );
}

/** 代码预览: every generated file on a tab, with copy, and whether the whole set compiles in this project. */
export function PreviewModal({ table, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  const tableId = table?.tableId ?? 0;
  const [active, setActive] = useState<string>();
  const files = useQuery({
    queryKey: ['tool/gen/preview', tableId],
    queryFn: () => genApi.preview(tableId),
    enabled: tableId > 0,
    staleTime: 0,
  });
  const check = useQuery({
    queryKey: ['tool/gen/check', tableId],
    queryFn: () => genApi.check(tableId),
    enabled: tableId > 0 && files.isSuccess,
    staleTime: 0,
  });
  const entries = useMemo(() => Object.entries(files.data?.data ?? {}), [files.data]);
  const current = entries.find(([path]) => path === active) ?? entries[0];
  const labels = tabLabels(entries.map(([path]) => path));

  const copy = async (code: string) => {
    await navigator.clipboard.writeText(code);
    feedback().message.success(t('codegen.copied'));
  };

  return (
    <Modal
      open={table !== null}
      title={t('codegen.previewTitle', { name: table?.tableName ?? '' })}
      width="86%"
      style={{ top: 32 }}
      footer={null}
      onCancel={() => {
        setActive(undefined);
        onClose();
      }}
      destroyOnHidden
    >
      <div style={{ marginBottom: 12 }}>
        <CompileStatus check={check.data?.data} loading={check.isFetching} />
      </div>
      {files.isFetching ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : !current ? (
        <Empty />
      ) : (
        <>
          <Tabs
            size="small"
            activeKey={current[0]}
            onChange={setActive}
            items={entries.map(([path]) => ({ key: path, label: labels.get(path) }))}
            tabBarExtraContent={
              <Typography.Text type="secondary">
                {t('codegen.files', { count: entries.length })}
              </Typography.Text>
            }
          />
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              marginBottom: 8,
            }}
          >
            <Typography.Text code data-testid="gen-preview-path">
              {current[0]}
            </Typography.Text>
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(current[1])}>
              {t('codegen.copy')}
            </Button>
          </div>
          <pre className="zcps-code-block" data-testid="gen-preview-code">
            {current[1]}
          </pre>
        </>
      )}
    </Modal>
  );
}
