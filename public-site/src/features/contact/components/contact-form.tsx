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
import { contactPage } from '@/content/contact';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
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
  const copy = useContent(contactPage).form;
  const locale = useLocale();

  const onSubmit = async () => {
    setSent(null);
    const result = await trigger(values);
    if (result) {
      setValues(EMPTY);
      forget();
      // The server answers in English; an Arabic page says it in Arabic.
      setSent(locale === 'ar' ? copy.sent : result.message);
      reset();
    }
  };

  return (
    <Form form={form} pending={isMutating} pendingLabel={copy.sending} onSubmit={onSubmit}>
      {/* The live region stays in the page so the confirmation put into it is announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {sent && <SentNotice>{sent}</SentNotice>}
      </div>
      <RequiredNote />
      <FieldRow>
        <TextField label={copy.name} autoComplete="name" {...bind('name')} />
        <TextField label={copy.country} autoComplete="country-name" {...bind('country')} />
      </FieldRow>
      <FieldRow>
        <TextField label={copy.email} type="email" autoComplete="email" {...bind('email')} />
        <TextField
          label={copy.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          optional
          {...bind('phone')}
        />
      </FieldRow>
      <TextAreaField
        label={copy.message}
        optional
        rows={6}
        maxLength={MAX_MESSAGE_CHARS}
        placeholder={copy.placeholder}
        {...bind('message')}
      />
      <FormSubmit error={error?.message}>{copy.send}</FormSubmit>
    </Form>
  );
}
