import { useMemo, useState, type Key } from 'react';
import { Checkbox, Space, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleTreeNode } from '@zcps/contracts';

interface CheckTreeProps {
  nodes: RoleTreeNode[];
  /** Every id the role grants (parents included), whatever the linkage. */
  checked: number[];
  onChange: (checked: number[]) => void;
  /** Checking a parent checks its children and vice versa (menuCheckStrictly / deptCheckStrictly). */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  testId?: string;
}

interface TreeData {
  key: number;
  title: string;
  disabled?: boolean;
  children?: TreeData[];
}

const toTreeData = (nodes: RoleTreeNode[]): TreeData[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.label,
    disabled: n.disabled,
    children: n.children?.length ? toTreeData(n.children) : undefined,
  }));

function collect(nodes: RoleTreeNode[], into: number[] = []): number[] {
  for (const n of nodes) {
    into.push(n.id);
    if (n.children) collect(n.children, into);
  }
  return into;
}

/** The ids plus every ancestor of them: what a linked tree reports as checked or half-checked. */
export function withAncestors(nodes: RoleTreeNode[], ids: number[]): number[] {
  const parentOf = new Map<number, number>();
  const walk = (list: RoleTreeNode[], parent?: number) =>
    list.forEach((n) => {
      if (parent !== undefined) parentOf.set(n.id, parent);
      if (n.children) walk(n.children, n.id);
    });
  walk(nodes);
  const out = new Set(ids);
  for (const id of ids) {
    for (let p = parentOf.get(id); p !== undefined && !out.has(p); p = parentOf.get(p)) out.add(p);
  }
  return [...out];
}

/**
 * The checkable tree of the role dialogs: expand/collapse all, check all/none and the parent-child linkage
 * switch. With linkage on, half-checked parents still count as granted, as in the family's console.
 */
export function CheckTree({ nodes, checked, onChange, linked, onLinkedChange, testId }: CheckTreeProps) {
  const { t } = useTranslation();
  const allIds = useMemo(() => collect(nodes), [nodes]);
  const parentIds = useMemo(() => {
    const ids: number[] = [];
    const walk = (list: RoleTreeNode[]) =>
      list.forEach((n) => {
        if (n.children?.length) {
          ids.push(n.id);
          walk(n.children);
        }
      });
    walk(nodes);
    return ids;
  }, [nodes]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const parentSet = useMemo(() => new Set(parentIds), [parentIds]);
  // With linkage, antd derives parents from leaves; giving it only leaves keeps partly granted parents half-checked.
  const shownChecked = linked ? checked.filter((id) => !parentSet.has(id)) : checked;

  return (
    <div data-testid={testId}>
      <Space style={{ marginBottom: 8 }}>
        <Checkbox
          checked={expanded.length > 0 && expanded.length === parentIds.length}
          onChange={(e) => setExpanded(e.target.checked ? parentIds : [])}
        >
          {t('systemRole.expand')}
        </Checkbox>
        <Checkbox
          checked={allIds.length > 0 && checked.length === allIds.length}
          onChange={(e) => onChange(e.target.checked ? allIds : [])}
        >
          {t('systemRole.checkAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => onLinkedChange(e.target.checked)}>
          {t('systemRole.linkage')}
        </Checkbox>
      </Space>
      <div style={{ border: '1px solid var(--ant-color-border, #e5e6e7)', borderRadius: 4, padding: 4 }}>
        <Tree
          checkable
          checkStrictly={!linked}
          treeData={toTreeData(nodes)}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          checkedKeys={shownChecked}
          onCheck={(value, info) => {
            if (Array.isArray(value)) return onChange([...value, ...info.halfCheckedKeys!].map(Number));
            onChange(value.checked.map(Number));
          }}
          height={320}
        />
      </div>
    </div>
  );
}
