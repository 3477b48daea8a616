/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../dataProvider';
import { CertificatePanel } from '../resources/certificate-tools/CertificatePanel';
import { EnquiryPanel } from '../resources/enquiry-tools/EnquiryPanel';
import { RefundDialog } from '../resources/payment-tools/RefundButton';
import { StagePanel } from '../resources/pipeline/StagePanel';
import { CourseSessionsPanel } from '../resources/session-tools/CourseSessionsPanel';
import { createDashboardI18n } from './i18nProvider';

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** A staff panel in the Arabic dashboard, its API answered by `answers` (path → body). */
const renderArabic = (panel: ReactNode, record: object, answers: Record<string, unknown>) => {
  const call = jest.fn<Call>((_method, path) =>
    path in answers
      ? Promise.resolve(answers[path])
      : Promise.reject(new Error(`unexpected ${path}`)),
  );
  const dataProvider = { ...testDataProvider(), call } as unknown as DashboardDataProvider;
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={createDashboardI18n('ar').i18nProvider}
      >
        <RecordContextProvider value={record}>{panel}</RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

/**
 * Latin words a reader sees (text and accessible names), less the record's own data and the
 * product names the company writes in Latin letters in Arabic too.
 */
const LATIN_ALLOWED = new Set(['PDF', 'QR', 'Paymob', 'CSV', 'DD', 'MM', 'YYYY', 'HH', 'mm']);
const latinWords = (root: HTMLElement, data: readonly string[]) => {
  const labels = [...root.querySelectorAll('[aria-label]')].map(
    (element) => element.getAttribute('aria-label') ?? '',
  );
  let text = [root.textContent ?? '', ...labels].join(' ');
  for (const value of data) text = text.split(value).join(' ');
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
};

describe('staff panels in the Arabic dashboard (issue 28 item 3)', () => {
  it("a job request's pipeline: stage, move, mail choice and history, all Arabic", async () => {
    const { container } = renderArabic(
      <StagePanel />,
      { id: 5, stage: 'interview', email: 'amr@example.com' },
      {
        'job-requests/5/stages': [
          {
            id: 1,
            from_stage: 'new',
            to_stage: 'interview',
            note: 'مكالمة أولى',
            notified: true,
            user_name: 'ليلى سعد',
            created_at: '2026-11-27T07:05:00Z',
          },
        ],
      },
    );
    await screen.findByText('جديد ← مقابلة · أُبلغ المتقدم بالبريد');
    expect(screen.getByRole('heading', { name: 'مراحل الطلب' })).toBeTruthy();
    expect(screen.getByText('مقابلة', { selector: '.MuiChip-label' })).toBeTruthy();
    // Cairo time, Egyptian month names, Latin digits (ADR 0021).
    expect(screen.getByText('27 نوفمبر 2026، 09:05 — بواسطة ليلى سعد — مكالمة أولى')).toBeTruthy();
    expect(
      screen.getByText('إبلاغ المتقدم بالبريد الإلكتروني (في مرحلتي المقابلة والرفض فقط)'),
    ).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'النقل إلى…' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'جديد',
      'تمت المراجعة',
      'عرض عمل',
      'تم التعيين',
      'مرفوض',
    ]);
    fireEvent.click(options[4]);
    await screen.findByText('إبلاغ المتقدم بالبريد الإلكتروني (amr@example.com)');
    expect(latinWords(container, ['amr@example.com'])).toEqual([]);
    for (const english of ['Pipeline', 'History', 'Move', 'Stage', 'applicant']) {
      expect(screen.queryByText(new RegExp(english))).toBeNull();
    }
  });

  it("an enquiry's handling, reply box and replies sent, all Arabic", async () => {
    const { container } = renderArabic(
      <EnquiryPanel />,
      {
        id: 7,
        name: 'كريم عادل',
        email: 'karim@example.com',
        state: 'in_progress',
        owner_id: 3,
        owner_name: 'ليلى سعد',
      },
      {
        'contact-messages/owners': [{ id: 3, name: 'ليلى سعد' }],
        'contact-messages/7/replies': [
          {
            id: 1,
            body: 'يمكن لفريقنا الحضور يوم الأحد.',
            user_name: 'ليلى سعد',
            created_at: '2026-11-27T07:05:00Z',
            mail_status: 'pending',
            to: ['karim@example.com'],
          },
        ],
      },
    );
    await screen.findByText('في انتظار الإرسال');
    expect(screen.getByRole('heading', { name: 'المتابعة' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'الحالة' }).textContent).toBe('قيد المتابعة');
    expect(screen.getByRole('textbox', { name: 'الرد على كريم عادل' })).toBeTruthy();
    expect(screen.getByText(/^يُرسَل الرد إلى karim@example\.com بتنسيق رسائل الشركة/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'الردود المرسلة' })).toBeTruthy();
    expect(screen.getByText('27 نوفمبر 2026، 09:05')).toBeTruthy();

    // Sending nothing says so in Arabic.
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    await screen.findByText('اكتب الرد أولًا');
    expect(latinWords(container, ['karim@example.com'])).toEqual([]);
    for (const english of ['Handling', 'Reply', 'Owner', 'Mail waiting', 'Send reply']) {
      expect(screen.queryByText(new RegExp(english))).toBeNull();
    }
  });

  it("a certificate's verification panel and its revoke dialog, all Arabic", async () => {
    const { container } = renderArabic(
      <CertificatePanel />,
      {
        id: 3,
        status: 'valid',
        verify_url: 'https://petrolink.example/certificates/verify/ABC123',
        expires_at: '2027-03-01',
      },
      {},
    );
    expect(screen.getByRole('heading', { name: 'التحقق من الشهادة' })).toBeTruthy();
    expect(screen.getByTestId('certificate-admin-status').textContent).toBe('سارية');
    expect(screen.getByRole('link', { name: 'فتح صفحة التحقق' })).toBeTruthy();
    expect(screen.getByLabelText('صالحة حتى')).toBeTruthy();
    expect(latinWords(container, [])).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الشهادة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء هذه الشهادة؟' });
    expect(within(dialog).getByText(/لا يمكن التراجع عن ذلك/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'تأكيد الإلغاء' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'الإبقاء على الشهادة' })).toBeTruthy();
    expect(latinWords(dialog, [])).toEqual([]);
  });

  it("the refund dialog's amount messages, in Arabic with Latin digits", async () => {
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={testDataProvider()}
          i18nProvider={createDashboardI18n('ar').i18nProvider}
        >
          <RefundDialog
            payment={{ id: 1, amount_cents: 450_000, status_label: 'Paid', currency: 'EGP' }}
            open
            onClose={() => undefined}
          />
        </AdminContext>
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'رد مبلغ هذه العملية' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'جزء منه' }));
    const amount = within(dialog).getByRole('textbox', { name: /المبلغ \(ج\.م\)/ });
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.blur(amount);
    await within(dialog).findByText('الحد الأقصى 4,500.00 ج.م (المتبقي الذي يمكن رده)');
    fireEvent.change(amount, { target: { value: '12,5,0' } });
    await within(dialog).findByText(
      'أدخل المبلغ (ج.م) برقمين عشريين على الأكثر، مثل 1500 أو 1500.50',
    );
    fireEvent.change(amount, { target: { value: '' } });
    await within(dialog).findByText('أدخل المبلغ المطلوب رده');
    expect(latinWords(dialog, [])).toEqual([]);
  });

  it("a course's sessions: dates in Arabic, Cairo time, Latin digits", async () => {
    const { container } = renderArabic(
      <CourseSessionsPanel />,
      { id: 4 },
      {
        'course-sessions?course_id=4': [
          {
            id: 9,
            starts_at: '2027-02-10T07:00:00Z',
            ends_at: '2027-02-10T14:00:00Z',
            label: 'Wed 10 Feb 2027, 09:00–16:00',
            location: 'القاهرة الجديدة',
            capacity: 12,
            seats_taken: 3,
            status: 'scheduled',
          },
        ],
      },
    );
    await screen.findByRole('link', { name: 'الأربعاء، 10 فبراير 2027، \u206609:00–16:00\u2069' });
    expect(screen.getByRole('heading', { name: 'المواعيد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إضافة موعد' })).toBeTruthy();
    expect(screen.getByText('مجدول')).toBeTruthy();
    await waitFor(() => expect(latinWords(container, [])).toEqual([]));
  });
});
