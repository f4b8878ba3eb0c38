import { useState, type ReactNode } from 'react';
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
import { CANVAS_ID } from './Canvas';
import { PALETTE_PREFIX } from './Palette';
import type { Designer } from './use-designer';

/** Items under the pointer win over the canvas itself, so a drop lands before the item it is on. */
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const items = hits.filter((h) => h.id !== CANVAS_ID);
  if (items.length) return items;
  return hits.length ? hits : closestCenter(args);
};

interface DesignerDndProps {
  designer: Designer;
  /** The name of a palette entry (its id after `palette:`), for screen readers. */
  paletteName: (key: string) => string;
  /** A palette entry dropped on the canvas, before the item at `index` (the end when undefined). */
  onPaletteDrop: (key: string, index?: number) => void;
  /** What follows the pointer while a palette entry is dragged. */
  overlay: (key: string) => ReactNode;
  children: ReactNode;
}

/** The drag-and-drop frame of a form designer: palette entries onto the canvas, canvas items reordered. */
export function DesignerDnd({ designer, paletteName, onPaletteDrop, overlay, children }: DesignerDndProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit's own screen reader texts are English and name raw ids; these name the entry and the item.
  const nameOf = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(PALETTE_PREFIX)) return paletteName(key.slice(PALETTE_PREFIX.length));
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
    const id = String(active.id);
    setDragging(id.startsWith(PALETTE_PREFIX) ? id.slice(PALETTE_PREFIX.length) : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    if (activeId.startsWith(PALETTE_PREFIX)) {
      const index = designer.items.findIndex((d) => d.id === overId);
      onPaletteDrop(activeId.slice(PALETTE_PREFIX.length), index < 0 ? undefined : index);
    } else if (overId !== CANVAS_ID && overId !== activeId) designer.move(activeId, overId);
  };

  return (
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
      {children}
      <DragOverlay dropAnimation={null}>{dragging ? overlay(dragging) : null}</DragOverlay>
    </DndContext>
  );
}
