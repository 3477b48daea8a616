import { useState } from 'react';
import { FieldRow, Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  type ContactInput,
  useSendContactMessage,
} from '@/features/contact/api/send-contact-message';
import { SentNotice } from '@/features/contact/components/sent-notice';
import { digitsAndPlus, emailProblem, type FormRules } from '@/lib/field-rules';

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
  const form = useForm(EMPTY, { rules, cleaners: { phone: digitsAndPlus }, prerendered: true });
  const { values, setValues, bind, forget } = form;
  const [sent, setSent] = useState<string | null>(null);
  const { trigger, isMutating, error, reset } = useSendContactMessage();

  const onSubmit = async () => {
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
    <Form form={form} pending={isMutating} pendingLabel="Sending your message" onSubmit={onSubmit}>
      {/* The live region stays in the page so the confirmation put into it is announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {sent && <SentNotice>{sent}</SentNotice>}
      </div>
      <RequiredNote />
      <FieldRow>
        <TextField label="Name" autoComplete="name" {...bind('name')} />
        <TextField label="Country" autoComplete="country-name" {...bind('country')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          optional
          {...bind('phone')}
        />
      </FieldRow>
      <TextAreaField
        label="Message"
        optional
        rows={6}
        maxLength={MAX_MESSAGE_CHARS}
        placeholder="Tell us about your field, wells or project, and how we can help."
        {...bind('message')}
      />
      <FormSubmit error={error?.message}>Send message</FormSubmit>
    </Form>
  );
}
