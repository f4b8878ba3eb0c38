import { useEffect, useEffectEvent, useState } from 'react';
import { Form, type FormInstance } from 'antd';

type Initial<Values> = Partial<Values> | undefined;

export interface ModalFormOptions<Values> {
  /** The dialog shows while true. */
  open: boolean;
  /** What is being edited (a row, an id): a change while open loads the form again. */
  target?: unknown;
  /**
   * Values the form opens with after its reset: a row's for an edit, defaults for an add; may be fetched.
   * `live()` turns false once the dialog closes or its target changes, so late answers can be ignored.
   */
  initialValues?: (live: () => boolean) => Initial<Values> | Promise<Initial<Values>>;
  /**
   * Sends the validated values; the dialog keeps its spinner until this settles and stays open if it fails, or
   * if it resolves to `false` (nothing was saved, e.g. a check the form's rules cannot express refused it).
   */
  save: (values: Values) => Promise<unknown>;
  /** After a successful save: the page closes the dialog and refreshes its list. */
  onSaved: () => void;
  onClose: () => void;
}

export interface ModalFormKit<Values> {
  form: FormInstance<Values>;
  open: boolean;
  saving: boolean;
  submit: () => Promise<void>;
  close: () => void;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/**
 * What every add / edit dialog does alike: reset and fill the form on open (from the row, defaults or a
 * fetch), validate, save with the OK button spinning, then hand over to the page to close and refresh.
 */
export function useModalForm<Values extends object>(options: ModalFormOptions<Values>): ModalFormKit<Values> {
  const { open, target, save, onSaved, onClose } = options;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const fill = useEffectEvent((live: () => boolean) => {
    form.resetFields();
    const initial = options.initialValues?.(live);
    if (isPromise(initial))
      void initial.then((values) => live() && values && form.setFieldsValue(values as never));
    else if (initial) form.setFieldsValue(initial as never);
  });
  useEffect(() => {
    if (!open) return;
    let live = true;
    fill(() => live);
    return () => {
      live = false;
    };
    // `fill` is an effect event (it reads the latest initialValues); this plugin version does not know them yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, target]);

  const submit = async () => {
    // The form shows what is missing; a rejected validation needs no other handling.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if ((await save(values)) !== false) onSaved();
    } finally {
      setSaving(false);
    }
  };

  return { form, open, saving, submit, close: onClose };
}
