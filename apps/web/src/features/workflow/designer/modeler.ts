import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { zcpsModdleDescriptor } from '@zcps/contracts';
import type { ModdleFactory, ModdleLike } from './props';
import { translateModule } from './translate';

/**
 * The bpmn-js Modeler behind a small handle. This module is only reached through a dynamic import (see
 * BpmnDesigner), so bpmn-js and its styles load with the designer route and nowhere else.
 */

/** A diagram element as the panel needs it. */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleLike;
}

interface CommandStack {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}
interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  getRootElement(): DiagramElement;
}
interface EventBus {
  on(event: string, callback: (event: { newSelection?: DiagramElement[] }) => void): void;
  off(event: string, callback: (event: { newSelection?: DiagramElement[] }) => void): void;
}

export interface DesignerHandle {
  importXml(xml: string): Promise<string[]>;
  saveXml(): Promise<string>;
  saveSvg(): Promise<string>;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  zoom(step: number): void;
  fit(): void;
  /** The selected element, or the process when nothing (or several) is selected; none before an import. */
  current(): DiagramElement | undefined;
  /** Called on selection changes and after every command (including undo and redo). */
  subscribe(listener: () => void): () => void;
  update(element: DiagramElement, props: Record<string, unknown>): void;
  factory: ModdleFactory;
  destroy(): void;
}

export function createDesigner(container: HTMLElement, language: string): DesignerHandle {
  const modeler = new Modeler({
    container,
    moddleExtensions: { zcps: zcpsModdleDescriptor },
    additionalModules: [translateModule(language)],
  });
  const get = <T>(name: string) => modeler.get(name) as T;
  const canvas = get<Canvas>('canvas');
  const commandStack = get<CommandStack>('commandStack');
  const eventBus = get<EventBus>('eventBus');
  const modeling = get<{ updateProperties(e: DiagramElement, p: Record<string, unknown>): void }>('modeling');
  const bpmnFactory = get<ModdleFactory>('bpmnFactory');
  let selection: DiagramElement[] = [];

  eventBus.on('selection.changed', (event) => {
    selection = event.newSelection ?? [];
  });
  eventBus.on('import.done', () => {
    selection = [];
  });

  return {
    async importXml(xml) {
      const { warnings } = await modeler.importXML(xml);
      canvas.zoom('fit-viewport', 'auto');
      return warnings.map((w) => (w as { message?: string }).message ?? String(w));
    },
    async saveXml() {
      const { xml } = await modeler.saveXML({ format: true });
      return xml ?? '';
    },
    async saveSvg() {
      return (await modeler.saveSVG()).svg;
    },
    undo: () => commandStack.undo(),
    redo: () => commandStack.redo(),
    canUndo: () => commandStack.canUndo(),
    canRedo: () => commandStack.canRedo(),
    zoom: (step) => void canvas.zoom(Math.min(4, Math.max(0.2, canvas.zoom() + step))),
    fit: () => void canvas.zoom('fit-viewport', 'auto'),
    current: () => {
      const element = selection.length === 1 ? selection[0] : canvas.getRootElement();
      // Until a diagram is imported the root is diagram-js's implicit one, which has no business object.
      return element?.businessObject ? element : undefined;
    },
    subscribe(listener) {
      const events = ['selection.changed', 'commandStack.changed', 'import.done'];
      for (const event of events) eventBus.on(event, listener);
      return () => events.forEach((event) => eventBus.off(event, listener));
    },
    update: (element, props) => modeling.updateProperties(element, props),
    factory: bpmnFactory,
    destroy: () => modeler.destroy(),
  };
}
