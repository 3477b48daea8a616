import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().split('/').filter(Boolean).pop() ?? '';
    if (code) void navigate(`/certificates/verify/${encodeURIComponent(code)}`);
  };
  return (
    <form className={className} onSubmit={onSubmit} role="search" aria-label="Verify a certificate">
      <label htmlFor="verify-certificate-code">Certificate code</label>
      <input
        id="verify-certificate-code"
        name="code"
        className={inputClassName}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="e.g. G_7JQHafjNGO6_sk"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        aria-describedby={hint ? 'verify-certificate-hint' : undefined}
        required
      />
      <button type="submit" className={buttonClassName}>
        Verify
      </button>
      {hint && <p id="verify-certificate-hint">{hint}</p>}
    </form>
  );
}
