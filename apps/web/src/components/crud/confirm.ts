import { i18n } from '../../i18n';
import { feedback } from '../../lib/feedback';

/** The 系统提示 confirmation before a destructive or long action; resolves true on OK. */
export function confirmAction(content: string): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({
      title: i18n.t('common.systemTip'),
      content,
      okText: i18n.t('common.ok'),
      cancelText: i18n.t('common.cancel'),
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
