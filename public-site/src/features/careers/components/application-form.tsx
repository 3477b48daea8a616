import { useState } from 'react';
import { FileField, SelectField } from '@/components/form/fields';
import { FieldRow, Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { RequiredNote } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import {
  CV_ACCEPT,
  MAX_CV_BYTES,
  useApplyForJob,
  type ApplicationInput,
} from '@/features/careers/api/apply-for-job';
import { GRADES, type Grade } from '@/features/careers/types';
import { applyPage } from '@/content/apply';
import { useContent } from '@/i18n/content';
import { digitsAndPlus, emailProblem, type FormRules } from '@/lib/field-rules';
import styles from '@/features/careers/components/application-form.module.css';

/** The text fields, and the chosen CV's name so that the rules can ask for one. */
type TextValues = Pick<ApplicationInput, 'full_name' | 'country' | 'email' | 'phone'> & {
  cv: string;
};

/** full_name, country, an email-formatted email and the CV are required (spec §5). */
const rules: FormRules<TextValues> = {
  full_name: { label: 'full name' },
  country: { label: 'country' },
  email: { label: 'email', check: emailProblem },
  cv: { label: 'CV' },
};

export interface ApplicationFormProps {
  jobId: number;
  onSuccess: () => void;
}

/** The application form (spec §2, §5): public, multipart, with the CV. */
export function ApplicationForm({ jobId, onSuccess }: ApplicationFormProps) {
  const copy = useContent(applyPage).form;
  const form = useForm<TextValues>(
    { full_name: '', country: '', email: '', phone: '', cv: '' },
    { rules, cleaners: { phone: digitsAndPlus } },
  );
  const { values, setValues, bind, rulesFor, touch } = form;
  const [gpa, setGpa] = useState<Grade | ''>('');
  const [cv, setCv] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const { trigger, isMutating, error } = useApplyForJob();

  const onSubmit = async () => {
    if (!cv) return;
    if (cv.size > MAX_CV_BYTES) {
      setLocalError(copy.cvTooLarge);
      return;
    }
    setLocalError(null);
    const created = await trigger({ ...values, gpa, cv, job_id: jobId });
    if (created) onSuccess();
  };

  return (
    <Form form={form} pending={isMutating} pendingLabel={copy.sending} onSubmit={onSubmit}>
      <RequiredNote />
      <FieldRow>
        <TextField label={copy.fullName} autoComplete="name" {...bind('full_name')} />
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
      <SelectField
        label={copy.grade}
        name="gpa"
        placeholder={copy.gradePlaceholder}
        // The spec's grade is the applicant's overall degree grade (Excellent to Fair, as
        // Egyptian universities state it); recruiters filter by it (issue 26 item 10). The
        // value sent stays the English grade; the page shows it in its language.
        options={GRADES.map((grade) => ({ value: grade, label: copy.grades[grade] }))}
        optional
        hint={copy.gradeHint}
        value={gpa}
        onChange={(event) => setGpa(event.target.value as Grade | '')}
      />
      <FileField
        label={copy.cv}
        name="cv"
        accept={CV_ACCEPT}
        hint={copy.cvHint}
        file={cv}
        onFile={(file) => {
          setCv(file);
          setValues((previous) => ({ ...previous, cv: file?.name ?? '' }));
          setLocalError(null);
          touch('cv');
        }}
        {...rulesFor('cv')}
      />
      <FormSubmit error={localError ?? error?.message}>{copy.submit}</FormSubmit>
      <p className={styles.privacy}>{copy.privacy}</p>
    </Form>
  );
}
