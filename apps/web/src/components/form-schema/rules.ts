import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { FormFieldItem } from '@zcps/contracts';
import { WIDGETS } from './widgets';

const LIST_WIDGETS = new Set(['checkbox', 'dateRange']);

function isList(item: FormFieldItem): boolean {
  return LIST_WIDGETS.has(item.widget) || (item.props?.multiple === true && item.widget !== 'file');
}

const NUMERIC = new Set(['number', 'money']);
const TEXT = new Set(['text', 'textarea', 'richText']);

/** The placeholder an item shows: its own, else 请输入 / 请选择 + its label. */
export function placeholderOf(item: FormFieldItem, t: TFunction): string {
  if (item.placeholder) return item.placeholder;
  const ask =
    WIDGETS[item.widget].ask === 'input' ? 'formSchema.inputPlaceholder' : 'formSchema.selectPlaceholder';
  return t(ask, { label: item.label });
}

/**
 * antd rules of one schema item, checking what `formValuesSchema` checks on the server; every message names
 * the item's label (or is the rule's own message).
 */
export function itemRules(item: FormFieldItem, t: TFunction): FormRule[] {
  const label = item.label;
  const rules: FormRule[] = [];
  const ask = WIDGETS[item.widget].ask;
  if (item.required) {
    const key =
      ask === 'input'
        ? 'formSchema.inputRequired'
        : ask === 'upload'
          ? 'formSchema.uploadRequired'
          : 'formSchema.selectRequired';
    rules.push({
      required: true,
      whitespace: TEXT.has(item.widget),
      type: isList(item) ? 'array' : undefined,
      message: t(key, { label }),
    });
  }
  const numeric = NUMERIC.has(item.widget);
  const bounds = [
    ...(item.rules ?? []),
    ...(item.props?.min !== undefined ? [{ type: 'min' as const, value: item.props.min }] : []),
    ...(item.props?.max !== undefined ? [{ type: 'max' as const, value: item.props.max }] : []),
  ];
  for (const rule of bounds) {
    const own = rule.message || undefined;
    if (rule.type === 'min' && numeric)
      rules.push({
        type: 'number',
        min: rule.value,
        message: own ?? t('formSchema.min', { label, min: rule.value }),
      });
    else if (rule.type === 'max' && numeric)
      rules.push({
        type: 'number',
        max: rule.value,
        message: own ?? t('formSchema.max', { label, max: rule.value }),
      });
    else if (rule.type === 'pattern')
      rules.push({ pattern: new RegExp(rule.value), message: own ?? t('formSchema.pattern', { label }) });
    else if (rule.type === 'length') {
      const list = isList(item);
      const type = list ? 'array' : 'string';
      if (rule.min !== undefined) {
        const key = list ? 'formSchema.minCount' : 'formSchema.minLength';
        rules.push({ type, min: rule.min, message: own ?? t(key, { label, min: rule.min }) });
      }
      if (rule.max !== undefined) {
        const key = list ? 'formSchema.maxCount' : 'formSchema.maxLength';
        rules.push({ type, max: rule.max, message: own ?? t(key, { label, max: rule.max }) });
      }
    }
  }
  return rules;
}
