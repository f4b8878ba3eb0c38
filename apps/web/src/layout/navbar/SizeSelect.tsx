import { Button, Dropdown } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES, useAppStore, type LayoutSize } from '../../stores/app-store';
import { feedback } from '../../lib/feedback';

export function SizeSelect() {
  const { t } = useTranslation();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: LAYOUT_SIZES.map((key) => ({ key, label: t(`navbar.size_${key}`) })),
        onClick: ({ key }) => {
          if (key === size) return;
          setSize(key as LayoutSize);
          feedback().message.success(t('navbar.sizeChanged'));
        },
      }}
    >
      <Button
        type="text"
        className="zcps-navbar-action"
        icon={<FontSizeOutlined />}
        aria-label={t('navbar.size')}
        title={t('navbar.size')}
        data-testid="size-select"
      />
    </Dropdown>
  );
}
