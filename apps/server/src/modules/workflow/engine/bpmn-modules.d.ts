/** bpmn-moddle 9 and bpmnlint 11 ship no types; only what the workflow engine files use is declared. */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, string>;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
    elementsById: Record<string, ModdleElement>;
    references: { element: ModdleElement; property: string; id: string }[];
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
}

declare module 'bpmnlint' {
  export interface LintReport {
    id?: string;
    message: string;
    category?: string;
  }
  export class Linter {
    constructor(options: { config: unknown; resolver: unknown });
    lint(definitions: unknown): Promise<Record<string, LintReport[]>>;
  }
}
