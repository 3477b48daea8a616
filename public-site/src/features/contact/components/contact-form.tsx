import { useRef, type FormEvent, useState } from 'react';
import { digitsAndPlus, emailProblem, type FormRules } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MissingList, RequiredNote } from '@/components/ui/missing-list';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  type ContactInput,
  useSendContactMessage,
} from '@/features/contact/api/send-contact-message';
import { SentNotice } from '@/features/contact/components/sent-notice';
import styles from '@/features/contact/components/contact-form.module.css';

const EMPTY: ContactInput = { name: '', country: '', email: '', phone: '', message: '' };
/** Name, country and an email-formatted email are required (spec §5). */
const rules: FormRules<ContactInput> = {
  name: { label: 'name' },
  country: { label: 'country' },
  email: { label: 'email', check: emailProblem },
};
export const MAX_MESSAGE_CHARS = 5000;

/** The contact form (spec §2, §5, §8): on success it clears and the page stays. */
export function ContactForm() {
  const { values, setValues, field } = useFormValues(EMPTY, { phone: digitsAndPlus });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const [sent, setSent] = useState<string | null>(null);
  const { trigger, isMutating, error, reset } = useSendContactMessage();

  const { complete, missing, missingId, rulesFor, forget } = useFieldRules(values, rules);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
    setSent(null);
    const result = await trigger(values);
    if (result) {
      setValues(EMPTY);
      forget();
      setSent(result.message);
      reset();
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isMutating}
      noValidate
    >
      {isMutating && <SpinnerOverlay label="Sending your message" />}
      {/* The live region stays in the page so the confirmation put into it is announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {sent && <SentNotice>{sent}</SentNotice>}
      </div>
      <RequiredNote />
      <div className={styles.row}>
        <TextField label="Name" autoComplete="name" {...field('name')} {...rulesFor('name')} />
        <TextField
          label="Country"
          autoComplete="country-name"
          {...field('country')}
          {...rulesFor('country')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
          {...rulesFor('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          optional
          {...field('phone')}
        />
      </div>
      <TextAreaField
        label="Message"
        optional
        rows={6}
        maxLength={MAX_MESSAGE_CHARS}
        placeholder="Tell us about your field, wells or project, and how we can help."
        {...field('message')}
      />
      {error && <ErrorAlert>{error.message}</ErrorAlert>}
      <Button
        type="submit"
        block
        disabled={!complete || isMutating}
        aria-describedby={complete ? undefined : missingId}
      >
        Send message
      </Button>
      <MissingList id={missingId} missing={missing} />
    </form>
  );
}
