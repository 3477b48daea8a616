import { type FormEvent, useState } from 'react';
import { digitsAndPlus, emailProblem, type FormRules } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MissingList, RequiredNote } from '@/components/ui/missing-list';
import { SpinnerOverlay } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import {
  CV_ACCEPT,
  MAX_CV_BYTES,
  useApplyForJob,
  type ApplicationInput,
} from '@/features/careers/api/apply-for-job';
import { FileField, SelectField } from '@/features/careers/components/form-fields';
import { GRADES, type Grade } from '@/features/careers/types';
import styles from '@/features/careers/components/application-form.module.css';

type TextValues = Pick<ApplicationInput, 'full_name' | 'country' | 'email' | 'phone'>;

/** full_name, country, an email-formatted email and the CV are required (spec §5). */
const rules: FormRules<TextValues & { cv: string }> = {
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
/**
 * The spec's grade is the applicant's overall degree grade (Excellent to Fair, as Egyptian
 * universities state it); recruiters filter applications by it (issue 26 item 10).
 */
const GRADE_HINT =
  'The overall grade of your university degree, as stated on your graduation certificate.';

export function ApplicationForm({ jobId, onSuccess }: ApplicationFormProps) {
  const { values, field } = useFormValues<TextValues>(
    { full_name: '', country: '', email: '', phone: '' },
    { phone: digitsAndPlus },
  );
  const [gpa, setGpa] = useState<Grade | ''>('');
  const [cv, setCv] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const { trigger, isMutating, error } = useApplyForJob();

  const { complete, missing, missingId, rulesFor, touch } = useFieldRules(
    { ...values, cv: cv?.name ?? '' },
    rules,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || !cv || isMutating) return;
    if (cv.size > MAX_CV_BYTES) {
      setLocalError('The CV must be at most 10 MB');
      return;
    }
    setLocalError(null);
    const created = await trigger({ ...values, gpa, cv, job_id: jobId });
    if (created) onSuccess();
  };

  const message = localError ?? error?.message;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isMutating}
      noValidate
    >
      {isMutating && <SpinnerOverlay label="Sending your application" />}
      <RequiredNote />
      <div className={styles.row}>
        <TextField
          label="Full name"
          autoComplete="name"
          {...field('full_name')}
          {...rulesFor('full_name')}
        />
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
          setLocalError(null);
          touch('cv');
        }}
        {...rulesFor('cv')}
      />
      {message && <ErrorAlert>{message}</ErrorAlert>}
      <Button
        type="submit"
        block
        disabled={!complete || isMutating}
        aria-describedby={complete ? undefined : missingId}
      >
        Submit application
      </Button>
      <MissingList id={missingId} missing={missing} />
      <p className={styles.privacy}>Your CV is only seen by our recruitment team.</p>
    </form>
  );
}
