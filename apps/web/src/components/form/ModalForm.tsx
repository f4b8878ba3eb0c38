import type { ReactNode } from 'react';
import { Form, Modal, type FormProps, type ModalProps } from 'antd';
import type { ModalFormKit } from './useModalForm';

type OwnModalProps = 'open' | 'onOk' | 'onCancel' | 'confirmLoading' | 'title' | 'children';

export interface ModalFormProps<Values> extends Omit<ModalProps, OwnModalProps> {
  kit: ModalFormKit<Values>;
  title: ReactNode;
  /** `data-testid` of the form element. */
  testId?: string;
  /** Shown above the form, inside the dialog (a hint, an alert). */
  header?: ReactNode;
  /** Props of the form itself; the layout is vertical unless they say otherwise. */
  formProps?: Omit<FormProps<Values>, 'form'>;
  children: ReactNode;
}

/** An add / edit dialog around a form driven by `useModalForm`. */
export function ModalForm<Values extends object>({
  kit,
  title,
  testId,
  header,
  formProps,
  children,
  ...modalProps
}: ModalFormProps<Values>) {
  return (
    <Modal
      open={kit.open}
      title={title}
      onCancel={kit.close}
      onOk={() => void kit.submit()}
      confirmLoading={kit.saving}
      destroyOnHidden
      forceRender
      {...modalProps}
    >
      {header}
      <Form form={kit.form} layout="vertical" data-testid={testId} {...formProps}>
        {children}
      </Form>
    </Modal>
  );
}
