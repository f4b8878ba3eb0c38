import { useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { Canvas, CANVAS_ID } from './Canvas';
import { Palette, PaletteCard, PALETTE_PREFIX } from './Palette';
import { Properties } from './Properties';
import { Toolbar } from './Toolbar';
import { useDesigner, type AnyWidget } from './use-designer';
import './build.css';

/** Items under the pointer win over the canvas itself, so a drop lands before the item it is on. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const items = hits.filter((h) => h.id !== CANVAS_ID);
  if (items.length) return items;
  return hits.length ? hits : closestCenter(args);
};

/** 表单构建: palette → canvas → properties; the result is a form schema (JSON) and a TSX snippet. */
export function Page() {
  const { t } = useTranslation();
  const text = useMemo(
    () => ({
      label: (w: AnyWidget) => t(`formSchema.${w}`),
      option: (n: number) => t('formBuilder.option', { n }),
    }),
    [t],
  );
  const designer = useDesigner(text);
  const [dragging, setDragging] = useState<AnyWidget | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit's own screen reader texts are English and name raw ids; these name the widget and the item.
  const nameOf = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(PALETTE_PREFIX))
      return t(`formSchema.${key.slice(PALETTE_PREFIX.length) as AnyWidget}`);
    if (key === CANVAS_ID) return t('formBuilder.canvas');
    const item = designer.items.find((d) => d.id === key)?.item;
    return item ? item.label || t(`formSchema.${item.widget}`) : key;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('formBuilder.dndPickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('formBuilder.dndOver', { name: nameOf(active.id), over: nameOf(over.id) })
        : t('formBuilder.dndOutside', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('formBuilder.dndDropped', { name: nameOf(active.id), over: nameOf(over.id) })
        : t('formBuilder.dndCancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('formBuilder.dndCancelled', { name: nameOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const widget = (active.data.current as { widget?: AnyWidget } | undefined)?.widget;
    setDragging(String(active.id).startsWith(PALETTE_PREFIX) && widget ? widget : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    if (activeId.startsWith(PALETTE_PREFIX)) {
      const index = designer.items.findIndex((d) => d.id === overId);
      designer.add(activeId.slice(PALETTE_PREFIX.length) as AnyWidget, index < 0 ? undefined : index);
    } else if (overId !== CANVAS_ID && overId !== activeId) designer.move(activeId, overId);
  };

  return (
    <div className="fb-page" data-testid="form-builder">
      <Toolbar designer={designer} />
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('formBuilder.dndInstructions') },
        }}
      >
        <div className="fb-panes">
          <section className="fb-pane" aria-label={t('formBuilder.palette')}>
            <div className="fb-pane-head">{t('formBuilder.palette')}</div>
            <div className="fb-pane-body">
              <Palette onAdd={(widget) => designer.add(widget)} />
            </div>
          </section>
          <section className="fb-pane" aria-label={t('formBuilder.canvas')}>
            <div className="fb-pane-head">{t('formBuilder.canvas')}</div>
            <div
              className="fb-pane-body"
              onClick={(e) => e.target === e.currentTarget && designer.select(null)}
            >
              <Canvas designer={designer} />
            </div>
          </section>
          <section className="fb-pane" aria-label={t('formBuilder.properties')}>
            <div className="fb-pane-head">
              {designer.selected ? t('formBuilder.properties') : t('formBuilder.formProperties')}
            </div>
            <div className="fb-pane-body" data-testid="properties">
              <Properties designer={designer} />
            </div>
          </section>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? <PaletteCard widget={dragging} overlay /> : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
