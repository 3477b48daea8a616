import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, useParams } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { LocationProbe, renderAt } from '../../../../test/render';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';

const certificate = {
  code: 'G_7JQHafjNGO6_sk',
  holder: 'Mariam Adeyemi',
  course: 'Well Control',
  issuer: 'Petrolink Energy Services',
  issued_on: '2026-03-01',
  expires_on: '2028-03-01',
  revoked_on: null,
  status: 'valid',
};

/** As the route renders it: the code from the address, a fresh page per code. */
function Page() {
  const { code = '' } = useParams();
  return (
    <>
      <CertificateVerification key={code} code={code} />
      <LocationProbe />
    </>
  );
}

function renderPage(code = certificate.code) {
  return renderAt(
    `/certificates/verify/${code}`,
    <Route path="/certificates/verify/:code" element={<Page />} />,
  );
}

describe('CertificateVerification', () => {
  it('shows the status as a badge with a sentence, the issuer and the dates', async () => {
    mockFetch(() => jsonResponse(200, certificate));
    renderPage();
    const badge = await screen.findByTestId('certificate-status');
    expect(badge.textContent).toBe('Valid');
    expect(screen.getByText('Genuine and in force until 1 March 2028.')).toBeTruthy();
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('dl > div')).map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Holder: 'Mariam Adeyemi',
      Course: 'Well Control',
      'Issued by': 'Petrolink Energy Services',
      'Issued on': '1 March 2026',
      'Valid until': '1 March 2028',
      'Certificate code': 'G_7JQHafjNGO6_sk',
    });
  });

  it('says when a revoked certificate was withdrawn', async () => {
    mockFetch(() =>
      jsonResponse(200, { ...certificate, status: 'revoked', revoked_on: '2026-05-02' }),
    );
    renderPage();
    expect((await screen.findByTestId('certificate-status')).textContent).toBe('Revoked');
    expect(screen.getByText(/Withdrawn by the issuer on 2 May 2026/)).toBeTruthy();
  });

  it('explains an unknown code and opens another one from the form', async () => {
    mockFetch(() => jsonResponse(404, { message: 'Not found' }));
    renderPage('nope');
    expect((await screen.findByRole('alert')).textContent).toMatch(/No certificate has this code/);
    const form = screen.getByRole('search', { name: 'Verify a certificate' });
    const input = within(form).getByLabelText('Certificate code');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBeTruthy();
    expect(form.contains(hint)).toBe(true);
    fireEvent.change(input, { target: { value: 'https://x.test/certificates/verify/ABC' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('/certificates/verify/ABC')).toBeTruthy();
  });
});
