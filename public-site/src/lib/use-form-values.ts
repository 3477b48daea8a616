import { type ChangeEvent, useState } from 'react';

type TextValues<T> = { [K in keyof T]: string };
type Cleaners<T> = Partial<Record<keyof T, (value: string) => string>>;

/**
 * The text values of a form, one per field name. `field(name)` gives a control its name,
 * value and change handler; a cleaner, where given, filters what may be typed (phone digits).
 */
export function useFormValues<T extends TextValues<T>>(initial: T, cleaners: Cleaners<T> = {}) {
  const [values, setValues] = useState<T>(initial);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof T;
    const clean = cleaners[name];
    const value = clean ? clean(event.target.value) : event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const field = <K extends keyof T & string>(name: K) => ({ name, value: values[name], onChange });

  return { values, setValues, field };
}
