import { useRef, type FormEvent, useState } from 'react';
import { allFilled, digitsAndPlus } from '@/lib/field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  type ContactInput,
  useSendContactMessage,
} from '@/features/contact/api/send-contact-message';
import { SentNotice } from '@/features/contact/components/sent-notice';
import styles from '@/features/contact/components/contact-form.module.css';

const EMPTY: ContactInput = { name: '', country: '', email: '', phone: '', message: '' };
/** The server checks the address fully; this only holds the button until it looks like one. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_MESSAGE_CHARS = 5000;

/** The contact form (spec §2, §5, §8): on success it clears and the page stays. */
export function ContactForm() {
  const { values, setValues, field } = useFormValues(EMPTY, { phone: digitsAndPlus });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const [sent, setSent] = useState<string | null>(null);
  const { trigger, isMutating, error, reset } = useSendContactMessage();

  const complete = allFilled(values.name, values.country) && EMAIL_SHAPE.test(values.email.trim());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
    setSent(null);
    const result = await trigger(values);
    if (result) {
      setValues(EMPTY);
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
      <div className={styles.row}>
        <TextField label="Name" autoComplete="name" required {...field('name')} />
        <TextField label="Country" autoComplete="country-name" required {...field('country')} />
      </div>
      <div className={styles.row}>
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
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
      <Button type="submit" block disabled={!complete || isMutating}>
        Send message
      </Button>
    </form>
  );
}
