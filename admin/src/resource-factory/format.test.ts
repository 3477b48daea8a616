/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import type { FieldDeclaration } from '../resources/types';
import { toCsv } from './csv';
import { filenameFrom } from './download';
import { fieldText, formatAmount, formatCents, formatDate, previewText } from './format';

describe('column renderers of spec §2', () => {
  it('cuts a description to 15 characters of text plus ...', () => {
    expect(previewText('<p>Plan <b>drawdown</b> and build-up</p>')).toBe('Plan drawdown a...');
    expect(previewText('<p>Short one</p>')).toBe('Short one');
    expect(previewText('<img src=x onerror="alert(1)"><p>Safe</p>')).toBe('Safe');
  });

  it('shows dates as YYYY-MM-DD, booleans as True/False, cents as EGP with two decimals', () => {
    // The day in Cairo (UTC+2 in November), not in UTC.
    expect(formatDate('2025-11-03T23:15:00.000Z')).toBe('2025-11-04');
    expect(formatDate('2025-11-03T09:15:00.000Z')).toBe('2025-11-03');
    expect(formatCents(150050)).toBe('1500.50');
    expect(formatCents(7)).toBe('0.07');
    expect(formatAmount(1350000)).toBe('13,500.00 EGP');
    expect(formatAmount(null)).toBe('');
    expect(formatCents(null)).toBe('');
    const success: FieldDeclaration = { source: 'success', label: 'Success', type: 'boolean' };
    expect(fieldText(success, { success: true })).toBe('True');
    expect(fieldText(success, { success: 0 })).toBe('False');
  });

  it('shows nested objects by their declared property (course → classification)', () => {
    const course: FieldDeclaration = {
      source: 'course',
      label: 'Course',
      type: 'object',
      display: 'classification',
    };
    expect(fieldText(course, { course: { id: 1, classification: 'IWCF 2', name: 'Well' } })).toBe(
      'IWCF 2',
    );
    expect(fieldText(course, { course: null })).toBe('');
  });
});

describe('CSV export', () => {
  const fields: FieldDeclaration[] = [
    { source: 'name', label: 'Name', type: 'text' },
    { source: 'amount_cents', label: 'Amount (EGP)', type: 'cents' },
    { source: 'created_at', label: 'Received at', type: 'date' },
  ];

  it('writes the list columns as the list shows them, quoting where needed', () => {
    expect(
      toCsv(fields, [
        { name: 'Omar, "the buyer"', amount_cents: 150000, created_at: '2025-10-01T10:00:00Z' },
        { name: 'Lina', amount_cents: 5, created_at: '2025-10-02T10:00:00Z' },
      ]),
    ).toBe(
      'Name,Amount (EGP),Received at\r\n' +
        '"Omar, ""the buyer""",1500.00,2025-10-01\r\n' +
        'Lina,0.05,2025-10-02\r\n',
    );
  });

  it('gives a value the table shows under another its own column (the order under the payer)', () => {
    const payer: FieldDeclaration = {
      source: 'payer_name',
      label: 'Payer',
      type: 'text',
      detail: 'merchant_reference',
      detailLabel: 'Order reference',
    };
    const session: FieldDeclaration = {
      source: 'course_name',
      label: 'Course',
      type: 'text',
      detail: 'session_label',
    };
    expect(
      toCsv(
        [payer, session],
        [{ payer_name: 'Heba Mansour', merchant_reference: 'PL-1', course_name: 'ESP' }],
      ),
    ).toBe('Payer,Order reference,Course\r\nHeba Mansour,PL-1,ESP\r\n');
  });

  it('keeps a formula-looking value as text', () => {
    expect(toCsv([fields[0]], [{ name: '=HYPERLINK("x")' }])).toBe(
      'Name\r\n"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});

describe('private downloads', () => {
  it('takes the file name from Content-Disposition, preferring the UTF-8 form', () => {
    expect(
      filenameFrom(`attachment; filename="Mona-cv.pdf"; filename*=UTF-8''Mona-%C3%A9-cv.pdf`, 'cv'),
    ).toBe('Mona-é-cv.pdf');
    expect(filenameFrom('attachment; filename="Mona-cv.pdf"', 'cv')).toBe('Mona-cv.pdf');
    expect(filenameFrom(null, 'cv-7')).toBe('cv-7');
  });
});
