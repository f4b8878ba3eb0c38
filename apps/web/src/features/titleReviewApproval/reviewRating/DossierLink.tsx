import { useState } from 'react';
import { Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DossierDrawer } from './DossierDrawer';

/**
 * 查看材料 wherever an expert judges a declaration (score, opinion, ballot): opens the applicant's dossier
 * read-only beside the form, so the expert reads what they judge without leaving it.
 */
export function DossierLink({ declarationId }: { declarationId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<FileSearchOutlined />}
        data-testid={`dossier-link-${declarationId}`}
        onClick={() => setOpen(true)}
      >
        {t('reviewDefense.dossier')}
      </Button>
      <DossierDrawer declarationId={open ? declarationId : null} onClose={() => setOpen(false)} />
    </>
  );
}
