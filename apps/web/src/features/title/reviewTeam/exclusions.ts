import { useTranslation } from 'react-i18next';

const REASON_KEYS = {
  seated: 'reviewTeam.reasonSeated',
  seatedElsewhere: 'reviewTeam.reasonSeatedElsewhere',
  sameUnit: 'reviewTeam.reasonSameUnit',
  declaredConflict: 'reviewTeam.reasonDeclaredConflict',
  replaced: 'reviewTeam.reasonReplaced',
  removed: 'reviewTeam.reasonRemoved',
  otherProfession: 'reviewTeam.reasonOtherProfession',
  noProfession: 'reviewTeam.reasonNoProfession',
} as const;

/** `sameUnit:张三` → "与申报人同单位（张三）"; `otherProfession:土木工程` → "专业不符（土木工程）". */
export function useExclusionLabel() {
  const { t } = useTranslation();
  return (reason: string) => {
    const [code, name] = reason.split(':', 2) as [keyof typeof REASON_KEYS, string | undefined];
    const label = REASON_KEYS[code] ? t(REASON_KEYS[code]) : code;
    return name ? `${label}（${name}）` : label;
  };
}
