import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { WfCategoryVo } from '@zcps/contracts';
import { buildTree } from '../../../components/crud';
import type { ControlProps } from '../../../components/form-schema';
import { categoryApi } from '../category/api';

interface Option {
  value: number;
  title: string;
  children?: Option[];
}

/** A category from the tree (`/workflow/category/list`). */
export function CategorySelect(props: ControlProps<number | null> & { style?: React.CSSProperties }) {
  const { data } = useQuery({
    queryKey: ['workflow/category', 'options'],
    queryFn: () => categoryApi.list(),
    staleTime: 30_000,
  });
  const tree = buildTree<WfCategoryVo, Option>(data?.data ?? [], 'categoryId', 'parentId', (r) => ({
    value: r.categoryId,
    title: r.categoryName,
  }));
  return (
    <TreeSelect
      {...props}
      treeData={tree}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
