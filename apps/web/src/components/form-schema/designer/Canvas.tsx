import { Button, Col, Empty, Form, Row, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { isFieldItem, spanOf, type FormSchema } from '@zcps/contracts';
import { SchemaItem, defaultValuesOf } from '../FormRenderer';
import type { Designer, DesignerItem } from './use-designer';

export const CANVAS_ID = 'canvas';

interface ItemProps {
  entry: DesignerItem;
  schema: FormSchema;
  selected: boolean;
  designer: Designer;
  noCopy?: boolean;
}

function CanvasItem({ entry, schema, selected, designer, noCopy }: ItemProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  const { item } = entry;
  const name = item.label || t(`formSchema.${item.widget}`);
  return (
    <Col span={spanOf(item, schema.layout)}>
      <div
        ref={setNodeRef}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        className={`fb-item${selected ? ' fb-selected' : ''}${isDragging ? ' fb-dragging' : ''}`}
        data-testid={`canvas-item-${isFieldItem(item) ? item.field : entry.id}`}
        onClick={() => designer.select(entry.id)}
        onFocus={(e) => e.target === e.currentTarget && designer.select(entry.id)}
        {...attributes}
        {...listeners}
        aria-label={name}
        aria-pressed={selected}
      >
        {selected && (
          <div className="fb-item-tools" onPointerDown={(e) => e.stopPropagation()}>
            <Tooltip title={t('formBuilder.drag')}>
              <Button type="text" size="small" icon={<HolderOutlined />} aria-label={t('formBuilder.drag')} />
            </Tooltip>
            {!noCopy && (
              <Tooltip title={t('formBuilder.copy')}>
                <Button
                  type="text"
                  size="small"
                  icon={<CopyOutlined />}
                  aria-label={t('formBuilder.copy')}
                  onClick={(e) => {
                    e.stopPropagation();
                    designer.copy(entry.id);
                  }}
                />
              </Tooltip>
            )}
            <Tooltip title={t('formBuilder.remove')}>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('formBuilder.remove')}
                onClick={(e) => {
                  e.stopPropagation();
                  designer.remove(entry.id);
                }}
              />
            </Tooltip>
          </div>
        )}
        <div className="fb-item-body">
          <SchemaItem item={item} schema={schema} />
        </div>
        {isFieldItem(item) && <span className="fb-item-field">{item.field}</span>}
      </div>
    </Col>
  );
}

/**
 * The form being designed: drop widgets here, drag to reorder, click to select. `noCopy` when items are bound to
 * fields defined elsewhere (a copy would repeat the field).
 */
export function Canvas({ designer, noCopy }: { designer: Designer; noCopy?: boolean }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  const { schema, items, selected } = designer;
  const horizontal = schema.layout.labelWidth !== undefined;
  const defaults = defaultValuesOf(schema);
  // Defaults apply when a form mounts, so the canvas form is renewed when they change.
  const defaultsKey = JSON.stringify(defaults);
  return (
    <div ref={setNodeRef} className={`fb-canvas${isOver ? ' fb-over' : ''}`} data-testid="canvas">
      {items.length === 0 ? (
        <div className="fb-empty">
          <Empty description={t('formBuilder.canvasEmpty')} />
        </div>
      ) : (
        <Form
          key={defaultsKey}
          layout={horizontal ? 'horizontal' : 'vertical'}
          labelWrap
          component="div"
          initialValues={defaults}
        >
          <SortableContext items={items.map((d) => d.id)} strategy={rectSortingStrategy}>
            <Row gutter={16}>
              {items.map((entry) => (
                <CanvasItem
                  key={entry.id}
                  entry={entry}
                  schema={schema}
                  selected={selected?.id === entry.id}
                  designer={designer}
                  noCopy={noCopy}
                />
              ))}
            </Row>
          </SortableContext>
        </Form>
      )}
    </div>
  );
}
