import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * "Verify a certificate": a code typed from a printed certificate (or the whole address its
 * QR code holds) opens the public verification page.
 */
export function VerifyCertificateForm({ className }: { className?: string }) {
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
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="e.g. G_7JQHafjNGO6_sk"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        required
      />
      <button type="submit">Verify</button>
    </form>
  );
}
