import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { LocaleProvider } from '@/i18n/locale-context';

function renderArabic(page: ReactNode) {
  return render(
    <LocaleProvider locale="ar" dictionary={ar}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>{page}</MemoryRouter>
      </SWRConfig>
    </LocaleProvider>,
  );
}

/** Issue 28: the pages behind the mails' links on /ar, the server's English answers said in Arabic. */
describe('Account links in Arabic', () => {
  beforeAll(async () => {
    await loadArabicContent();
  });

  it('confirms the address in Arabic', async () => {
    mockFetch(() => jsonResponse(200, { message: 'Thank you, your email address is confirmed.' }));
    renderArabic(<VerifyEmail token="abc" />);
    expect(await screen.findByRole('heading', { name: 'تم تأكيد البريد الإلكتروني' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('شكرًا لك، تم تأكيد بريدك الإلكتروني.');
    expect(screen.getByRole('link', { name: 'تصفّح الدورات' })).toBeTruthy();
  });

  it('says a used or expired link in Arabic to a signed-out visitor', async () => {
    mockFetch(() => jsonResponse(410, { message: 'This link has expired or was already used.' }));
    renderArabic(<VerifyEmail token="abc" />);
    expect(await screen.findByRole('heading', { name: 'لم يُؤكَّد البريد الإلكتروني' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا من فضلك.',
    );
    expect(screen.getByRole('link', { name: 'سجّل الدخول' })).toBeTruthy();
  });

  it('chooses a new password in Arabic, with the rule and the answer in Arabic', async () => {
    mockFetch(() => jsonResponse(200, { message: 'Your password has been changed.' }));
    renderArabic(<ResetPasswordForm token="tok" />);
    expect(screen.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeTruthy();
    const password = screen.getByLabelText(/^كلمة المرور الجديدة/);
    fireEvent.change(password, { target: { value: 'short' } });
    expect(document.body.textContent).toContain('يجب أن تتكون كلمة المرور من 8 إلى 128 حرفًا');
    fireEvent.change(password, { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), {
      target: { value: 'secret123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }));
    expect(await screen.findByRole('heading', { name: 'تم تغيير كلمة المرور' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة من فضلك.',
    );
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{4,}/);
  });
});

describe('Register form in Arabic', () => {
  beforeAll(async () => {
    await loadArabicContent();
  });

  it('names its fields and button in Arabic and sends locale ar', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(201, { data: { token: 'tok', user: { id: 9, name: 'منى', role: '1997' } } }),
    );
    renderArabic(<RegisterForm onSuccess={() => undefined} loginHref="/ar/login" />);
    expect(screen.getByRole('heading', { name: 'أنشئ حسابك' })).toBeTruthy();
    expect(screen.getByText('من 8 إلى 128 حرفًا')).toBeTruthy();
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^الاسم الكامل/, 'منى عادل');
    type(/^البريد الإلكتروني/, 'mona@example.com');
    type(/^الهاتف/, '01012345678');
    type(/^كلمة المرور/, 'Sup3r-secret!');
    type(/^تأكيد كلمة المرور/, 'Sup3r-secret!');
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/register')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(post?.[1]?.body as string)).toMatchObject({ locale: 'ar' });
  });
});
