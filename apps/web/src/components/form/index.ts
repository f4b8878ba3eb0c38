export { ModalForm, type ModalFormProps } from './ModalForm';
export { useModalForm, type ModalFormKit, type ModalFormOptions } from './useModalForm';
export {
  constraintsOf,
  fieldRules,
  rulesFrom,
  type FieldConstraints,
  type RulesOptions,
  type ZodObjectLike,
  type ZodSchemaLike,
} from './rules-from';
