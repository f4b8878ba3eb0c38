import './build.css';

export { Canvas, CANVAS_ID } from './Canvas';
export { DesignerDnd } from './DesignerDnd';
export { Palette, PaletteCard, PaletteEntry, PALETTE_PREFIX, iconOf } from './Palette';
export { Properties, useDictTypes } from './Properties';
export { cleanItem } from './clean-item';
export {
  DRAFT_KEY,
  freeFieldName,
  useDesigner,
  type AnyWidget,
  type Designer,
  type DesignerItem,
  type DesignerOptions,
  type NewItemText,
} from './use-designer';
