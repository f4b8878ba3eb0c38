import type { ReactNode } from 'react';
import { i18n } from '../../i18n';
import { feedback } from '../../lib/feedback';

/** Default confirmation dialog size (spec §5). */
export const CONFIRM_WIDTH = 300;
export const CONFIRM_MIN_HEIGHT = 180;

const STOP = `\\s"'“”‘’()（）,，。！？；：`;
const PATH_WITH_TRAILING_SLASH = new RegExp(`(\\/[^/${STOP}]+(?:\\/[^/${STOP}]+)*)\\/+(?=[${STOP}]|$)`, 'g');

/** `/system/user/` → `/system/user`; the root `/` stays. */
export function trimTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' && path.startsWith('/') ? '/' : trimmed;
}

/** Drops the trailing slash of every path inside a message (spec §5: confirm dialogs show paths without it). */
export function trimPathsInText(text: string): string {
  return text.replace(PATH_WITH_TRAILING_SLASH, '$1');
}

export interface ConfirmOptions {
  /** 系统提示 unless given. */
  title?: ReactNode;
  okText?: string;
  cancelText?: string;
  width?: number;
  danger?: boolean;
}

/** The 系统提示 confirmation before a destructive or long action (300 × 180); resolves true on OK. */
export function confirmAction(content: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({
      title: options.title ?? i18n.t('common.systemTip'),
      content: trimPathsInText(content),
      okText: options.okText ?? i18n.t('common.ok'),
      cancelText: options.cancelText ?? i18n.t('common.cancel'),
      okButtonProps: options.danger ? { danger: true } : undefined,
      width: options.width ?? CONFIRM_WIDTH,
      styles: { container: { minHeight: CONFIRM_MIN_HEIGHT } },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** `请输入用户名称` / `Enter user name`: a field label inside a sentence (keeps acronyms such as IP). */
export function hintOf(kind: 'input' | 'select', label: string): string {
  const inSentence = /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
  return i18n.t(kind === 'input' ? 'crud.input' : 'crud.select', { field: inSentence });
}
