/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  defaultI18nProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../../dataProvider';
import { CertificatePanel } from './CertificatePanel';
import { GenerateCertificateButton } from './GenerateCertificateButton';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Call = DashboardDataProvider['call'];

const options: Record<string, Record<string, unknown>[]> = {
  'certificates/recipients': [
    { id: 3, name: 'Karim Adel', email: 'karim@example.com' },
    { id: 4, name: 'Mona Said', email: 'mona@example.com' },
  ],
  courses: [
    { id: 21, classification: 'Well control', name: 'IWCF Level 2' },
    { id: 22, classification: 'HSE', name: 'NEBOSH IGC' },
  ],
};

const renderWith = (children: ReactNode, call: Call, extra: Partial<DataProvider> = {}) => {
  const dataProvider = {
    ...testDataProvider(extra),
    getOptions: (path: string) => Promise.resolve(options[path] ?? []),
    call,
  } as unknown as DashboardDataProvider;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value="certificates">{children}</ResourceContextProvider>
        {/* The notices the actions give. */}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
};

const certificate = {
  id: 7,
  status: 'valid',
  verify_url: 'https://petrolink.example/certificates/verify/ABCDEFGHJKLMNPQR',
  expires_at: '2027-06-30',
  revoked_at: null,
  revoked_reason: null,
};

const panel = (record: Record<string, unknown>, call: Call) =>
  renderWith(
    <RecordContextProvider value={record}>
      <CertificatePanel />
    </RecordContextProvider>,
    call,
  );

describe('certificate panel (issue 14)', () => {
  it('shows the status and the verification page, and revokes with a reason after a confirm', async () => {
    const call = jest.fn(() => Promise.resolve({})) as unknown as Call;
    panel(certificate, call);

    expect(screen.getByTestId('certificate-admin-status').textContent).toBe('Valid');
    expect(
      screen.getByRole('link', { name: 'Open the verification page' }).getAttribute('href'),
    ).toBe(certificate.verify_url);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Revoke this certificate?')).toBeTruthy();
    // Nothing is sent until the confirm.
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText(/Reason/), { target: { value: ' Issued in error ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm revoke' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'certificates/7/revoke', {
        reason: 'Issued in error',
      }),
    );
    expect(await screen.findByText('Certificate revoked')).toBeTruthy();
  });

  it('cannot revoke twice, and says why it was revoked', () => {
    const call = jest.fn(() => Promise.resolve({})) as unknown as Call;
    panel(
      { ...certificate, status: 'revoked', revoked_at: '2026-11-20', revoked_reason: 'Fraud' },
      call,
    );
    expect(screen.getByTestId('certificate-admin-status').textContent).toBe('Revoked');
    expect(screen.getByText('Revoked: Fraud')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke' }).hasAttribute('disabled')).toBe(true);
  });

  it('sets a new last valid day, and clears it', async () => {
    const call = jest.fn(() => Promise.resolve({})) as unknown as Call;
    panel(certificate, call);
    const setButton = screen.getByRole('button', { name: 'Set expiry' });
    // The saved day is shown; saving it again would change nothing.
    expect(screen.getByLabelText<HTMLInputElement>('Valid until').value).toBe('2027-06-30');
    expect(setButton.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2028-01-31' } });
    fireEvent.click(setButton);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'certificates/7/expiry', {
        expires_at: '2028-01-31',
      }),
    );

    const clear = screen.getByRole('button', { name: 'Clear expiry' });
    await waitFor(() => expect(clear.hasAttribute('disabled')).toBe(false));
    fireEvent.click(clear);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'certificates/7/expiry', { expires_at: null }),
    );
  });

  it("shows the server's message when a change is refused", async () => {
    const call = jest.fn(() =>
      Promise.reject(new Error('The expiry date must be a day (YYYY-MM-DD)')),
    ) as unknown as Call;
    panel({ ...certificate, expires_at: null }, call);
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2028-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set expiry' }));
    expect(await screen.findByText('The expiry date must be a day (YYYY-MM-DD)')).toBeTruthy();
  });
});

describe('generate certificate (issue 14)', () => {
  it('picks the holder and the course from the add form’s lists and posts them', async () => {
    const call = jest.fn(() => Promise.resolve({ id: 9 })) as unknown as Call;
    renderWith(<GenerateCertificateButton />, call);

    fireEvent.click(screen.getByRole('button', { name: 'Generate certificate' }));
    const dialog = within(await screen.findByRole('dialog'));
    const generate = dialog.getByRole('button', { name: 'Generate' });
    expect(generate.hasAttribute('disabled')).toBe(true);

    const holder = dialog.getByRole('combobox', { name: 'Holder' });
    fireEvent.change(holder, { target: { value: 'mona' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Mona Said (mona@example.com)' }));

    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Course' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'HSE — NEBOSH IGC',
      }),
    );

    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'certificates/generate', {
        user_id: 4,
        course_id: 22,
        expires_at: undefined,
      }),
    );
    expect(await screen.findByText('Certificate generated for Mona Said')).toBeTruthy();
  });
});
