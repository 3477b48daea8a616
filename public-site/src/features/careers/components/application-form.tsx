import { type FormEvent, useState } from 'react';
import { allFilled, digitsAndPlus } from '@/lib/field-rules';
import { useFormValues } from '@/lib/use-form-values';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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

export interface ApplicationFormProps {
  jobId: number;
  onSuccess: () => void;
}

/** The application form (spec §2, §5): public, multipart, with the CV. */
export function ApplicationForm({ jobId, onSuccess }: ApplicationFormProps) {
  const { values, field } = useFormValues<TextValues>(
    { full_name: '', country: '', email: '', phone: '' },
    { phone: digitsAndPlus },
  );
  const [gpa, setGpa] = useState<Grade | ''>('');
  const [cv, setCv] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const { trigger, isMutating, error } = useApplyForJob();

  const complete = allFilled(values.full_name, values.country, values.email) && cv !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || isMutating) return;
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
      <div className={styles.row}>
        <TextField label="Full name" autoComplete="name" required {...field('full_name')} />
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
      <SelectField
        label="Grade"
        name="gpa"
        placeholder="Select your grade"
        options={GRADES}
        optional
        value={gpa}
        onChange={(event) => setGpa(event.target.value as Grade | '')}
      />
      <FileField
        label="CV"
        name="cv"
        accept={CV_ACCEPT}
        required
        hint="PDF, Word (DOC, DOCX) or an image, up to 10 MB."
        file={cv}
        onFile={(file) => {
          setCv(file);
          setLocalError(null);
        }}
      />
      {message && <ErrorAlert>{message}</ErrorAlert>}
      <Button type="submit" block disabled={!complete || isMutating}>
        Submit application
      </Button>
      <p className={styles.privacy}>
        Your CV is only seen by our recruitment team. Fields without “optional” are required.
      </p>
    </form>
  );
}
