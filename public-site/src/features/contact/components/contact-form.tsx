import { useRef, type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import fieldStyles from '@/components/ui/text-field.module.css';
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
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  const [sent, setSent] = useState<string | null>(null);
  const { trigger, isMutating, error, reset } = useSendContactMessage();
  const messageId = useId();

  const complete =
    values.name.trim() !== '' &&
    values.country.trim() !== '' &&
    EMAIL_SHAPE.test(values.email.trim());

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    const next = name === 'phone' ? value.replace(/[^\d+]/g, '') : value;
    setValues((previous) => ({ ...previous, [name]: next }));
  };

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
      {sent && <SentNotice>{sent}</SentNotice>}
      <div className={styles.row}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={onChange}
        />
        <TextField
          label="Country"
          name="country"
          autoComplete="country-name"
          required
          value={values.country}
          onChange={onChange}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={onChange}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          optional
          value={values.phone}
          onChange={onChange}
        />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={messageId}>
          Message<span className={fieldStyles.optional}> (optional)</span>
        </label>
        <textarea
          id={messageId}
          name="message"
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={6}
          maxLength={MAX_MESSAGE_CHARS}
          placeholder="Tell us about your field, wells or project, and how we can help."
          value={values.message}
          onChange={onChange}
        />
      </div>
      {error && <ErrorAlert>{error.message}</ErrorAlert>}
      <Button type="submit" block disabled={!complete || isMutating}>
        Send message
      </Button>
    </form>
  );
}
