import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { GenPermission as P } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';

interface GenRowActionsProps {
  onPreview: () => void;
  onEdit: () => void;
  onRemove: () => void;
  onSync: () => void;
  onGenerate: () => void;
}

/** 预览 · 编辑 · 删除 · 同步 · 生成代码, each behind its permission. */
export function GenRowActions({ onPreview, onEdit, onRemove, onSync, onGenerate }: GenRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap={false}>
      <Auth perm={P.PREVIEW}>
        <Button type="link" size="small" onClick={onPreview}>
          {t('codegen.preview')}
        </Button>
      </Auth>
      <Auth perm={P.EDIT}>
        <Button type="link" size="small" onClick={onEdit}>
          {t('codegen.edit')}
        </Button>
      </Auth>
      <Auth perm={P.REMOVE}>
        <Button type="link" size="small" danger onClick={onRemove}>
          {t('crud.delete')}
        </Button>
      </Auth>
      <Auth perm={P.EDIT}>
        <Button type="link" size="small" onClick={onSync}>
          {t('codegen.sync')}
        </Button>
      </Auth>
      <Auth perm={P.CODE}>
        <Button type="link" size="small" onClick={onGenerate}>
          {t('codegen.genCode')}
        </Button>
      </Auth>
    </Space>
  );
}
