import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { zcpsModdleDescriptor, type WfMarker } from '@zcps/contracts';

interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): number;
  addMarker(elementId: string, className: string): void;
}
interface ElementRegistry {
  get(id: string): unknown;
}

/** Reached only through a dynamic import (DiagramViewer), so bpmn-js loads with the pages that show a diagram. */
export function createViewer(container: HTMLElement) {
  const viewer = new NavigatedViewer({ container, moddleExtensions: { zcps: zcpsModdleDescriptor } });
  return {
    async show(xml: string, markers: Readonly<Record<string, WfMarker>>) {
      await viewer.importXML(xml);
      const canvas = viewer.get<Canvas>('canvas');
      const registry = viewer.get<ElementRegistry>('elementRegistry');
      for (const [id, marker] of Object.entries(markers))
        if (registry.get(id)) canvas.addMarker(id, `wf-${marker}`);
      canvas.zoom('fit-viewport', 'auto');
    },
    destroy: () => viewer.destroy(),
  };
}
