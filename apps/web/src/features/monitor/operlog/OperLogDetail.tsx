import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictDataVo, OperLogVo } from '@zcps/contracts';
import { DictTag } from '../../../components/crud';

/** JSON text indented for reading; anything else as sent. */
export function prettyJson(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Code({ text }: { text: string }) {
  if (!text) return <Typography.Text type="secondary">—</Typography.Text>;
  return <pre className="zcps-code-block">{prettyJson(text)}</pre>;
}

interface Props {
  log: OperLogVo | null;
  types: readonly DictDataVo[];
  statuses: readonly DictDataVo[];
  onClose: () => void;
}

export function OperLogDetail({ log, types, statuses, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={log !== null}
      title={t('monitor.operDetail')}
      width={800}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {log && (
        <Descriptions
          bordered
          size="small"
          column={2}
          styles={{ label: { width: 110, whiteSpace: 'nowrap' }, content: { minWidth: 120 } }}
          items={[
            { key: 'title', label: t('monitor.title'), children: log.title },
            {
              key: 'type',
              label: t('monitor.businessType'),
              children: <DictTag options={types} value={log.businessType} />,
            },
            {
              key: 'who',
              label: t('monitor.operInfo'),
              children: `${log.operName} / ${log.deptName || '—'} / ${log.operIp} / ${log.operLocation}`,
              span: 2,
            },
            { key: 'url', label: t('monitor.operUrl'), children: log.operUrl },
            { key: 'rm', label: t('monitor.requestMethod'), children: log.requestMethod },
            { key: 'method', label: t('monitor.method'), children: log.method, span: 2 },
            { key: 'param', label: t('monitor.operParam'), children: <Code text={log.operParam} />, span: 2 },
            {
              key: 'result',
              label: t('monitor.jsonResult'),
              children: <Code text={log.jsonResult} />,
              span: 2,
            },
            {
              key: 'status',
              label: t('monitor.operStatus'),
              children: <DictTag options={statuses} value={log.status} />,
            },
            {
              key: 'cost',
              label: t('monitor.costTime'),
              children: t('monitor.costMs', { ms: log.costTime }),
            },
            { key: 'time', label: t('monitor.operTime'), children: log.operTime, span: 2 },
            ...(log.status !== 0
              ? [
                  {
                    key: 'error',
                    label: t('monitor.errorMsg'),
                    children: <Code text={log.errorMsg} />,
                    span: 2,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Modal>
  );
}
