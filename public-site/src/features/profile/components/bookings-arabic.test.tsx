import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type BookingView } from '@/features/profile/api/get-my-sessions';
import { BookingList } from '@/features/profile/components/booking-list';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { LocaleProvider } from '@/i18n/locale-context';

function booking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    purchase_id: 21,
    status: 'booked',
    status_label: 'Booked',
    course: { id: 5, name: 'ESP Design', name_ar: 'تصميم مضخات الغمر الكهربائية' },
    session: {
      id: 9,
      starts_at: '2031-12-01T07:00:00.000Z',
      ends_at: '2031-12-03T14:00:00.000Z',
      location: 'العين السخنة',
      language: 'Arabic',
      status: 'scheduled',
    },
    calendar: null,
    receipt: null,
    order_reference: 'PL-1',
    amount_cents: 450000,
    refunded_cents: 0,
    refund_status: 'none',
    cancel_reason: null,
    cancelled_by: null,
    can_cancel: true,
    cancel_until: '2031-11-24T07:00:00.000Z',
    moved_from: null,
    ...overrides,
  };
}

function renderArabic(bookings: BookingView[]) {
  return render(
    <LocaleProvider locale="ar" dictionary={ar}>
      <MemoryRouter>
        <BookingList bookings={bookings} emptyHint="—" onChanged={() => undefined} />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

/** Issue 28: the profile's bookings on /ar, with the course's Arabic name where staff wrote one. */
describe('Bookings in Arabic', () => {
  beforeAll(async () => {
    await loadArabicContent();
  });

  it('shows the Arabic course name, Arabic labels and the dates in Cairo with Latin digits', () => {
    renderArabic([booking()]);
    const card = screen.getByTestId('booking-21');
    const title = within(card).getByRole('heading', { level: 3 });
    expect(title.textContent).toBe('تصميم مضخات الغمر الكهربائية');
    expect(title.getAttribute('lang')).toBeNull();
    expect(within(card).getByText('محجوز')).toBeTruthy();
    const labels = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['التاريخ', 'الوقت', 'المكان', 'اللغة', 'الطلب', 'المبلغ المدفوع']);
    const values = [...card.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
    // 07:00Z is 09:00 in Cairo; Latin digits, Arabic month and weekday names.
    expect(values[0]).toMatch(/^الاثنين 1 – الأربعاء 3 ديسمبر 2031$/);
    expect(values[1]).toContain('09:00');
    expect(values[1]).toContain('(بتوقيت القاهرة)');
    expect(values[3]).toBe('العربية');
    expect(values.join(' ')).not.toMatch(/[٠-٩]/);
    expect(card.textContent).toContain('يمكنك إلغاء الحجز حتى الاثنين 24 نوفمبر 2031، 09:00.');
    expect(within(card).getByRole('button', { name: 'إلغاء الحجز' })).toBeTruthy();
    expect(card.textContent).not.toMatch(/Booked|Date|Cancel|View the course/);
  });

  it('marks an English course name, with no Arabic written, as English inside the Arabic page', () => {
    renderArabic([
      booking({
        course: { id: 5, name: 'ESP Design', name_ar: '' },
        status: 'cancelled',
        can_cancel: false,
        cancelled_by: 'buyer',
        refund_status: 'refunded',
        refunded_cents: 450000,
      }),
    ]);
    const title = screen.getByRole('heading', { level: 3 });
    expect(title.textContent).toBe('ESP Design');
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('ltr');
    const card = screen.getByTestId('booking-21');
    expect(within(card).getByText('ملغى')).toBeTruthy();
    expect(within(card).getByText('تم الاسترداد')).toBeTruthy();
    expect(within(card).getByText('ألغيتَ هذا الحجز.')).toBeTruthy();
  });
});
