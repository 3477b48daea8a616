import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';

export interface VerifyCertificateFormProps {
  /** The form's own layout (the footer and the verification page draw it differently). */
  className?: string;
  /** Classes for the code's input and the Verify button, e.g. the site's field and button. */
  inputClassName?: string;
  buttonClassName?: string;
  /** Shown under the input and tied to it (aria-describedby). */
  hint?: string;
}

/**
 * "Verify a certificate": a code typed from a printed certificate (or the whole address its
 * QR code holds) opens the public verification page.
 */
export function VerifyCertificateForm({
  className,
  inputClassName,
  buttonClassName,
  hint,
}: VerifyCertificateFormProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const t = useT();
  // The verification page shows this form above the footer's own: each needs its own ids.
  const id = useId();
  const inputId = `${id}code`;
  const hintId = `${id}hint`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().split('/').filter(Boolean).pop() ?? '';
    if (code) void navigate(`/certificates/verify/${encodeURIComponent(code)}`);
  };
  return (
    <form
      className={className}
      onSubmit={onSubmit}
      role="search"
      aria-label={t.footer.verifyCertificate}
    >
      <label htmlFor={inputId}>{t.footer.certificateCode}</label>
      <input
        id={inputId}
        name="code"
        className={inputClassName}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={fill(t.footer.certificateExample, { code: 'G_7JQHafjNGO6_sk' })}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        aria-describedby={hint ? hintId : undefined}
        required
      />
      <button type="submit" className={buttonClassName}>
        {t.footer.verify}
      </button>
      {hint && <p id={hintId}>{hint}</p>}
    </form>
  );
}
