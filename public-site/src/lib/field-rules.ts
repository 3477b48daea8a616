/** Each text has something in it besides spaces. */
export function allFilled(...texts: string[]): boolean {
  return texts.every((text) => text.trim() !== '');
}

/** "Longer than 1 character" (spec §5), ignoring surrounding spaces. */
export function longerThanOne(value: string): boolean {
  return value.trim().length > 1;
}

/** A numeric phone field (spec §2, §5): keep digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone field that takes international numbers: digits and the plus sign. */
export function digitsAndPlus(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** The server checks an address fully; this only holds a form until it looks like one. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export const EMAIL_MESSAGE = 'Enter an email address like name@example.com.';

/** The email rule as a FieldRule check. */
export function emailProblem(value: string): string | undefined {
  return looksLikeEmail(value) ? undefined : EMAIL_MESSAGE;
}

export const MISMATCH_MESSAGE = 'The passwords do not match.';

/** What one field of a form needs before the form may be sent. */
export interface FieldRule<T> {
  /** How the field is named in "Still needed: …" (lower case: "email", "password"). */
  label: string;
  /** Whether it must be filled; a function for fields required only sometimes. Default true. */
  required?: boolean | ((values: T) => boolean);
  /** The rule's message when a filled value breaks it, else undefined. */
  check?: (value: string, values: T) => string | undefined;
}

export type FormRules<T> = Partial<Record<keyof T & string, FieldRule<T>>>;

export const REQUIRED_MESSAGE = 'This field is required.';

export function isRequired<T>(rule: FieldRule<T>, values: T): boolean {
  return typeof rule.required === 'function' ? rule.required(values) : rule.required !== false;
}

export interface FormCheck<T> {
  /** Per field, what is wrong with it now (shown once the field has been touched). */
  problems: Partial<Record<keyof T & string, string>>;
  /** Labels of the fields still keeping the form from being sent, in form order. */
  missing: string[];
}

/** Every rule of a form checked in one pass, so all of its problems can be shown together. */
export function checkForm<T extends { [K in keyof T]: string }>(
  values: T,
  rules: FormRules<T>,
): FormCheck<T> {
  const problems: FormCheck<T>['problems'] = {};
  const missing: string[] = [];
  for (const name of Object.keys(rules) as (keyof T & string)[]) {
    const rule = rules[name];
    if (!rule) continue;
    const value = values[name];
    let problem: string | undefined;
    if (value.trim() === '') {
      problem = isRequired(rule, values) ? REQUIRED_MESSAGE : undefined;
    } else {
      problem = rule.check?.(value, values);
    }
    if (problem !== undefined) {
      problems[name] = problem;
      missing.push(rule.label);
    }
  }
  return { problems, missing };
}
