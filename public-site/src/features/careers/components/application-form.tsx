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

/**
 * The spec's grade is the applicant's overall degree grade (Excellent to Fair, as Egyptian
 * universities state it); recruiters filter applications by it (issue 26 item 10).
 */
const GRADE_HINT =
  'The overall grade of your university degree, as stated on your graduation certificate.';

/** The application form (spec §2, §5): public, multipart, with the CV. */
export function ApplicationForm({ jobId, onSuccess }: ApplicationFormProps) {
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
      setLocalError('The CV must be at most 10 MB');
      return;
    }
    setLocalError(null);
    const created = await trigger({ ...values, gpa, cv, job_id: jobId });
    if (created) onSuccess();
  };

  return (
    <Form
      form={form}
      pending={isMutating}
      pendingLabel="Sending your application"
      onSubmit={onSubmit}
    >
      <RequiredNote />
      <FieldRow>
        <TextField label="Full name" autoComplete="name" {...bind('full_name')} />
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
      <SelectField
        label="Grade"
        name="gpa"
        placeholder="Select your grade"
        options={GRADES}
        optional
        hint={GRADE_HINT}
        value={gpa}
        onChange={(event) => setGpa(event.target.value as Grade | '')}
      />
      <FileField
        label="CV"
        name="cv"
        accept={CV_ACCEPT}
        hint="PDF, Word (DOC, DOCX) or an image, up to 10 MB."
        file={cv}
        onFile={(file) => {
          setCv(file);
          setValues((previous) => ({ ...previous, cv: file?.name ?? '' }));
          setLocalError(null);
          touch('cv');
        }}
        {...rulesFor('cv')}
      />
      <FormSubmit error={localError ?? error?.message}>Submit application</FormSubmit>
      <p className={styles.privacy}>Your CV is only seen by our recruitment team.</p>
    </Form>
  );
}
