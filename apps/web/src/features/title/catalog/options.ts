import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  parseLanguage,
  RULE_KIND_LABELS,
  RULE_KINDS,
  type Result,
  type TitleExceptionVo,
  type TitleNameVo,
} from '@zcps/contracts';
import { http } from '../../../lib/request';

export { useSeriesOptions, type Option } from '../reviewer/api';

/** Enabled titles of a series (all series when none is given), as `{value, label}`. */
export function useTitleOptions(seriesId: number | undefined) {
  const query = useQuery({
    queryKey: ['title/title-name/optionselect', seriesId],
    queryFn: () =>
      http.get<Result<TitleNameVo[]>>('/title/title-name/optionselect', { params: { seriesId } }),
  });
  return (query.data?.data ?? []).map((r) => ({
    value: r.titleId,
    label: r.titleName,
    seriesId: r.seriesId,
    titleLevel: r.titleLevel,
  }));
}

/** Enabled exceptions of a title (the eligibility check offers them to claim). */
export function useExceptionOptions(titleId: number | undefined) {
  const query = useQuery({
    queryKey: ['title/exception/optionselect', titleId],
    queryFn: () =>
      http.get<Result<TitleExceptionVo[]>>('/title/exception/optionselect', { params: { titleId } }),
    enabled: Boolean(titleId),
  });
  return titleId
    ? (query.data?.data ?? []).map((e) => ({ value: e.exceptionId, label: e.exceptionName }))
    : [];
}

/** The rule kinds with their names in the console's language. */
export function useRuleKindOptions() {
  const { i18n } = useTranslation();
  const lang = parseLanguage(i18n.language);
  return RULE_KINDS.map((kind) => ({ value: kind, label: RULE_KIND_LABELS[kind][lang] }));
}
