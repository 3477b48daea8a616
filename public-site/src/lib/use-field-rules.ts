import { useCallback, useId, useState } from 'react';
import { checkForm, isRequired, type FormRules } from '@/lib/field-rules';

/**
 * A form's rules, explained: every field is checked on each render (the submit button stays
 * disabled until all hold, as the spec gates it), a field shows its problem once it has been
 * left (blur) and not before, and `missing` names what still keeps the button disabled.
 */
export function useFieldRules<T extends { [K in keyof T]: string }>(
  values: T,
  rules: FormRules<T>,
) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const missingId = useId();
  const { problems, missing } = checkForm(values, rules);

  const touch = useCallback((name: keyof T & string) => {
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);

  /** After a form is sent and cleared, its empty fields are not mistakes. */
  const forget = useCallback(() => setTouched(new Set()), []);

  /** Spread on a TextField: its required mark, the blur that touches it, its problem. */
  const rulesFor = (name: keyof T & string) => {
    const rule = rules[name];
    return {
      required: rule ? isRequired(rule, values) : false,
      onBlur: () => touch(name),
      problem: touched.has(name) ? problems[name] : undefined,
    };
  };

  return { complete: missing.length === 0, missing, missingId, rulesFor, touch, forget };
}
