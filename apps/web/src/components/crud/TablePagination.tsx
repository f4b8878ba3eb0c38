import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/stores/app-store';
import { PAGE_SIZES, pageAfterSizeChange } from './pagination';

export interface TablePaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  /** Scroll back to the top after a page change (spec §9, on by default). */
  autoScroll?: boolean;
  hidden?: boolean;
}

/**
 * The list pager of spec §9: sizes 10/20/30/50, total, jumper, right-aligned; fewer page buttons on narrow
 * screens (antd's `showLessItems` stands in for the 5-vs-7 pager count).
 */
export function TablePagination({
  pageNum,
  pageSize,
  total,
  onChange,
  autoScroll = true,
  hidden,
}: TablePaginationProps) {
  const { t } = useTranslation();
  const mobile = useAppStore((s) => s.device === 'mobile');
  if (hidden || total <= 0) return null;
  return (
    <Pagination
      className="zcps-pagination"
      align="end"
      current={pageNum}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={PAGE_SIZES.map(String)}
      showSizeChanger
      showQuickJumper
      showLessItems={mobile}
      showTotal={(count) => t('crud.total', { total: count })}
      onChange={(page, size) => {
        const next = size !== pageSize ? pageAfterSizeChange(pageNum, size, total) : page;
        onChange(next, size);
        if (autoScroll && typeof window.scrollTo === 'function')
          window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}
