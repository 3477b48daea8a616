/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, render, screen } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { formEntries } from '../data-provider/formBody';
import type { DashboardDataProvider } from '../dataProvider';
import { coveredBy, menuSections } from '../layout/menuGroups';
import { ResourceEdit } from '../resource-factory/ResourceEdit';
import { declarationNamed, declarations } from '../test-support/declarations';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const record = {
  id: 4,
  key: 'booking.cancelled.subject',
  text: '',
  text_ar: 'أُلغي حجزك: {course}',
  default: 'Booking cancelled: {course}',
  default_ar: 'إلغاء الحجز: {course}',
  placeholders: '{course}',
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};

const renderEdit = (shown: Record<string, unknown> = record) => {
  const dataProvider = {
    ...testDataProvider({ getOne: () => Promise.resolve({ data: shown as never }) }),
    getOptions: () => Promise.resolve([]),
  } as unknown as DashboardDataProvider;
  return render(
    <MemoryRouter initialEntries={['/4']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value="mail-wordings">
          <Routes>
            <Route
              path="/:id"
              element={<ResourceEdit declaration={declarationNamed('mail-wordings')} />}
            />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

/** Issue 28 item 2: staff reword the mails, sentence by sentence, in English and Arabic. */
describe('Mail wording in the dashboard', () => {
  it('is reached beside the mail outbox, to find and edit sentences: no create, no delete, searched by key', () => {
    const wording = declarationNamed('mail-wordings');
    expect(wording).toMatchObject({
      label: 'Mail wording',
      canCreate: false,
      canEdit: true,
      canDelete: false,
      searchField: 'key',
    });
    // In the System group, as a tab of the Mail outbox's entry (the menu keeps 14 entries).
    expect(coveredBy('mail-outbox')).toEqual(['mail-outbox', 'mail-wordings']);
    const admin = declarations.filter((declaration) => declaration.name !== 'mail-outbox');
    const own = menuSections(admin).flatMap((section) => section.entries.map((e) => e.name));
    expect(own).toContain('mail-wordings');
    const columns = wording.fields.filter((field) => field.inList).map((field) => field.label);
    expect(columns).toEqual(['Sentence', 'Default (English)', 'English', 'Arabic', 'Last changed']);
  });

  it('shows the key and the defaults read-only, the Arabic right to left, and sends only the texts', async () => {
    const { container } = renderEdit();
    const arabic = await screen.findByLabelText<HTMLInputElement>('Arabic');
    expect(arabic.value).toBe('أُلغي حجزك: {course}');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    const arabicDefault = screen.getByLabelText<HTMLInputElement>('Default (Arabic)');
    expect(arabicDefault.value).toBe('إلغاء الحجز: {course}');
    expect(arabicDefault.getAttribute('dir')).toBe('rtl');
    expect(arabicDefault.readOnly).toBe(true);
    const key = screen.getByLabelText<HTMLInputElement>('Sentence');
    expect(key.value).toBe('booking.cancelled.subject');
    expect(key.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Default (English)').readOnly).toBe(true);
    const english = screen.getByLabelText<HTMLInputElement>('English');
    expect(english.readOnly).toBe(false);
    // English stays left to right, also in the Arabic dashboard.
    expect(english.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText<HTMLInputElement>('Placeholders it may use').value).toBe(
      '{course}',
    );
    const order = Array.from(container.querySelectorAll<HTMLInputElement>('input[name]')).map(
      (input) => input.name,
    );
    expect(order).toEqual(['key', 'placeholders', 'default', 'text', 'default_ar', 'text_ar']);
    // Save sends staff's two texts; the key and the defaults are the server's.
    const sent = formEntries(declarationNamed('mail-wordings').fields, record);
    expect(sent).toEqual([
      ['text', ''],
      ['text_ar', 'أُلغي حجزك: {course}'],
    ]);
  });

  it('says so when a sentence takes no placeholders, rather than showing an empty box', async () => {
    renderEdit({ ...record, key: 'account.reset.subject', placeholders: '' });
    const placeholders = await screen.findByLabelText<HTMLInputElement>('Placeholders it may use');
    expect(placeholders.value).toBe('None: the sentence is sent as written');
    expect(formEntries(declarationNamed('mail-wordings').fields, record)).not.toContainEqual([
      'placeholders',
      expect.anything(),
    ]);
  });
});
