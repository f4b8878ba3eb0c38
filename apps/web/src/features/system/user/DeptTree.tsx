import { useMemo, useState } from 'react';
import { Input, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from './api';

/** Keeps the depts whose name contains the text, with the chain above them. */
export function filterDepts(nodes: DeptNode[], text: string): DeptNode[] {
  if (!text) return nodes;
  return nodes.flatMap((node) => {
    if (node.label.includes(text)) return [node];
    const children = filterDepts(node.children ?? [], text);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** The dept tree beside the user list; choosing a dept filters the list to it and the depts below. */
export function DeptTree({ depts, onSelect }: { depts: DeptNode[]; onSelect: (deptId?: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const shown = useMemo(() => filterDepts(depts, text.trim()), [depts, text]);
  return (
    <div className="zcps-user-dept-tree">
      <Input.Search
        allowClear
        placeholder={t('userAdmin.deptSearch')}
        onChange={(e) => setText(e.target.value)}
      />
      {/* defaultExpandAll applies on mount only, so the tree mounts once its depts have arrived */}
      {shown.length > 0 && (
        <Tree<DeptNode>
          key={text}
          style={{ marginTop: 8 }}
          blockNode
          defaultExpandAll
          treeData={shown}
          fieldNames={{ title: 'label', key: 'id', children: 'children' }}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
    </div>
  );
}
