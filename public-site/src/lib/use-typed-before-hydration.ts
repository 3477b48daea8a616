import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';

/**
 * Prerendered forms can be typed into before the scripts start. Hydration keeps that text in
 * the fields but not in React state, which would leave the submit button disabled: adopt it.
 */
export function useTypedBeforeHydration<T extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<T>>,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      const isText =
        (element instanceof HTMLInputElement &&
          element.type !== 'file' &&
          element.type !== 'checkbox') ||
        element instanceof HTMLTextAreaElement;
      if (isText && element.name && element.value !== '') typed[element.name] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((previous) => ({ ...previous, ...typed }));
  }, [formRef, setValues]);
}
