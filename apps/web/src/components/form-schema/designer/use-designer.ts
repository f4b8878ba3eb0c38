import { useCallback, useEffect, useMemo, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import {
  FORM_CHOICE_WIDGETS,
  FORM_SCHEMA_VERSION,
  emptyFormSchema,
  formSchema,
  isFieldItem,
  type FormItem,
  type FormLayout,
  type FormLayoutWidget,
  type FormSchema,
  type FormWidget,
} from '@zcps/contracts';
import { WIDGETS } from '../widgets';

/** Where the draft survives a reload. */
export const DRAFT_KEY = 'zcps-form-builder-draft';

/** A canvas item: the schema item and an id of its own (field names change while editing). */
export interface DesignerItem {
  id: string;
  item: FormItem;
}

export type AnyWidget = FormWidget | FormLayoutWidget;

let counter = 0;
const newId = () => `w${Date.now().toString(36)}${(counter++).toString(36)}`;

function withIds(schema: FormSchema): DesignerItem[] {
  return schema.items.map((item) => ({ id: newId(), item }));
}

function loadDraft(key: string): FormSchema {
  try {
    const raw = localStorage.getItem(key);
    if (raw) {
      const parsed = formSchema.safeParse(JSON.parse(raw));
      // A draft saved mid-edit may be invalid (a duplicate field name); keep the work rather than lose it.
      if (parsed.success) return parsed.data;
      const loose = JSON.parse(raw) as FormSchema;
      if (Array.isArray(loose.items) && loose.layout) return loose;
    }
  } catch {
    // An unreadable draft starts a new form.
  }
  return emptyFormSchema();
}

/** The first free `<widget>_<n>` name. */
export function freeFieldName(widget: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${widget}_${n}`)) return `${widget}_${n}`;
}

export interface NewItemText {
  label: (widget: AnyWidget) => string;
  option: (n: number) => string;
}

export interface DesignerOptions {
  /** Where the draft survives a reload; `null` keeps no draft (the caller saves the schema itself). */
  draftKey?: string | null;
  /** The schema to start from when there is no draft. */
  initial?: FormSchema;
}

/** The designer's state: items on the canvas, the selection and the form layout, kept in localStorage. */
export function useDesigner(text: NewItemText, options: DesignerOptions = {}) {
  const draftKey = options.draftKey === undefined ? DRAFT_KEY : options.draftKey;
  const [initial] = useState(() => (draftKey ? loadDraft(draftKey) : (options.initial ?? emptyFormSchema())));
  const [layout, setLayout] = useState<FormLayout>(initial.layout);
  const [items, setItems] = useState<DesignerItem[]>(() => withIds(initial));
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const schema = useMemo<FormSchema>(
    () => ({ version: FORM_SCHEMA_VERSION, layout, items: items.map((d) => d.item) }),
    [layout, items],
  );

  useEffect(() => {
    if (draftKey) localStorage.setItem(draftKey, JSON.stringify(schema));
  }, [draftKey, schema]);

  const create = useCallback(
    (widget: AnyWidget, current: DesignerItem[]): FormItem => {
      if (widget === 'divider' || widget === 'title') return { widget, label: text.label(widget) };
      const taken = new Set(
        current
          .map((d) => d.item)
          .filter(isFieldItem)
          .map((i) => i.field),
      );
      const item: FormItem = { field: freeFieldName(widget, taken), label: text.label(widget), widget };
      const defaults = WIDGETS[widget].defaults;
      if (defaults) Object.assign(item, structuredClone(defaults));
      if (FORM_CHOICE_WIDGETS.includes(widget) && widget !== 'refSelect')
        item.options = [1, 2].map((n) => ({ label: text.option(n), value: String(n) }));
      return item;
    },
    [text],
  );

  /** Adds a widget at `index` (the end by default) and selects it. */
  const add = useCallback(
    (widget: AnyWidget, index?: number) => {
      const id = newId();
      setItems((prev) => {
        const next = [...prev];
        next.splice(index ?? prev.length, 0, { id, item: create(widget, prev) });
        return next;
      });
      setSelectedId(id);
      return id;
    },
    [create],
  );

  /** Adds a ready item (a field bound elsewhere) at `index` (the end by default) and selects it. */
  const insert = useCallback((item: FormItem, index?: number) => {
    const id = newId();
    setItems((prev) => {
      const next = [...prev];
      next.splice(index ?? prev.length, 0, { id, item });
      return next;
    });
    setSelectedId(id);
    return id;
  }, []);

  const move = useCallback((activeId: string, overId: string) => {
    setItems((prev) => {
      const from = prev.findIndex((d) => d.id === activeId);
      const to = prev.findIndex((d) => d.id === overId);
      return from < 0 || to < 0 || from === to ? prev : arrayMove(prev, from, to);
    });
  }, []);

  const update = useCallback((id: string, item: FormItem) => {
    setItems((prev) => prev.map((d) => (d.id === id ? { id, item } : d)));
  }, []);

  const remove = useCallback((id: string) => {
    setItems((prev) => prev.filter((d) => d.id !== id));
    setSelectedId((current) => (current === id ? null : current));
  }, []);

  const copy = useCallback((id: string) => {
    const copyId = newId();
    setItems((prev) => {
      const index = prev.findIndex((d) => d.id === id);
      if (index < 0) return prev;
      const item = structuredClone(prev[index]!.item);
      if (isFieldItem(item)) {
        const taken = new Set(
          prev
            .map((d) => d.item)
            .filter(isFieldItem)
            .map((i) => i.field),
        );
        item.field = freeFieldName(item.field.replace(/_\d+$/, ''), taken);
      }
      const next = [...prev];
      next.splice(index + 1, 0, { id: copyId, item });
      return next;
    });
    setSelectedId(copyId);
  }, []);

  const clear = useCallback(() => {
    setItems([]);
    setSelectedId(null);
  }, []);

  const load = useCallback((next: FormSchema) => {
    setLayout(next.layout);
    setItems(withIds(next));
    setSelectedId(null);
  }, []);

  const selected = items.find((d) => d.id === selectedId) ?? null;
  return {
    schema,
    items,
    layout,
    setLayout,
    selected,
    select: setSelectedId,
    add,
    insert,
    move,
    update,
    remove,
    copy,
    clear,
    load,
  };
}

export type Designer = ReturnType<typeof useDesigner>;
