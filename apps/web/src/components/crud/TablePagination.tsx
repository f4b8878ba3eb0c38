import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app-store';
import { scrollTo } from '../../lib/scroll-to';
import {
  PAGE_SIZES,
  pageAfterSizeChange,
  pagerCount,
  pagesHiddenOnNarrowPager,
  SCROLL_TOP_MS,
} from './pagination';

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
 * The list pager of spec §9: total, sizes 10/20/30/50, prev, pager, next, jumper, right-aligned; 7 pager slots,
 * 5 below 992 px.
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
  const narrow = pagerCount(mobile) === 5;
  const hiddenPages = narrow ? pagesHiddenOnNarrowPager(pageNum, Math.ceil(total / pageSize)) : [];
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
      showLessItems={narrow}
      itemRender={(page, type, element) => (type === 'page' && hiddenPages.includes(page) ? null : element)}
      showTotal={(count) => t('crud.total', { total: count })}
      onChange={(page, size) => {
        const next = size !== pageSize ? pageAfterSizeChange(pageNum, size, total) : page;
        onChange(next, size);
        if (autoScroll) scrollTo(0, SCROLL_TOP_MS);
      }}
    />
  );
}
