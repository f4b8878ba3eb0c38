import { Button, Dropdown } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadOss } from '../../lib/download';
import { fetchManuals } from './api';

/** 操作手册: the PDF manual of each of the user's roles, fetched from object storage. */
export function ManualDownload() {
  const { t } = useTranslation();
  const manuals = useQuery({ queryKey: ['manuals'], queryFn: fetchManuals, staleTime: Infinity });
  const list = manuals.data?.data ?? [];
  return (
    <Dropdown
      trigger={['click']}
      disabled={list.length === 0}
      menu={{
        items: list.map((manual) => ({ key: String(manual.ossId), label: manual.title })),
        onClick: ({ key }) => {
          const manual = list.find((m) => String(m.ossId) === key);
          if (manual) void downloadOss(manual.ossId, manual.fileName);
        },
      }}
    >
      <Button
        type="text"
        className="zcps-navbar-action"
        icon={<QuestionCircleOutlined />}
        aria-label={t('navbar.manual')}
        title={t('navbar.manual')}
        data-testid="manual-download"
      />
    </Dropdown>
  );
}
