import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A field name → message key map; null or missing means the field is fine. */
export type RuleErrors<T> = Partial<Record<keyof T & string, string | null>>;

/**
 * A react-hook-form resolver from a function of the contracts rules (the same functions the server runs): no
 * schema library in the browser bundle of the resume.
 */
export function ruleResolver<T extends FieldValues>(validate: (values: T) => RuleErrors<T>): Resolver<T> {
  return async (values) => {
    const found = validate(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(found)) {
      if (message) errors[field] = { type: 'rule', message: message as string };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values, errors: {} };
  };
}

/** 'This field is required' when blank. */
export const requiredText = (value: string): string | null =>
  value.trim() === '' ? 'validation.required' : null;
