import { useRef, type RefObject } from 'react';
import { type FormRules } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

type TextValues<T> = { [K in keyof T]: string };

export interface UseFormOptions<T> {
  rules: FormRules<T>;
  /** Filters what may be typed into a field (phone digits). */
  cleaners?: Partial<Record<keyof T, (value: string) => string>>;
  /**
   * The page is prerendered: text typed before the scripts start is adopted. Only for forms
   * whose every named input is one of the values (a session picker's radios are not).
   */
  prerendered?: boolean;
}

/**
 * A form's text values and rules in one: `bind(name)` gives a field its name, value, change
 * handler, required mark, blur and problem; <Form form={…}> reads the rest.
 */
export function useForm<T extends TextValues<T>>(
  initial: T,
  { rules, cleaners, prerendered = false }: UseFormOptions<T>,
) {
  const { values, setValues, field } = useFormValues(initial, cleaners);
  const formRef = useRef<HTMLFormElement>(null);
  const notWatched = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(prerendered ? formRef : notWatched, setValues);
  const checked = useFieldRules(values, rules);

  const bind = <K extends keyof T & string>(name: K) => ({
    ...field(name),
    ...checked.rulesFor(name),
  });

  return { values, setValues, formRef, bind, ...checked };
}

/** What <Form> needs of useForm's result. */
export interface FormControl {
  formRef: RefObject<HTMLFormElement | null>;
  complete: boolean;
  missing: string[];
  missingId: string;
}
