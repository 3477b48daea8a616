/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../dataProvider';
import type { ResourceDeclaration } from '../resources/types';
import { declarationNamed } from '../test-support/declarations';
import { ResourceCreate } from './ResourceCreate';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const renderCreate = (declaration: ResourceDeclaration) => {
  const dataProvider = {
    ...testDataProvider(),
    getOptions: () => Promise.resolve([]),
  } as unknown as DashboardDataProvider;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value={declaration.name}>
          <ResourceCreate declaration={declaration} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

/** The form's inputs and editable areas, in the order the form shows them. */
const inputsInOrder = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('input[name], textarea[name]'));

/**
 * Issue 28 item 2: a field the server declares `translated: true` comes with its Arabic twin
 * (`x-lang: 'ar'` in the document), typed right to left, right after the English field, with
 * no line in any admin file.
 */
describe('Arabic twin inputs', () => {
  it('places each twin after its English field, labelled after it, and out of the list columns', () => {
    const courses = declarationNamed('courses');
    const sources = courses.fields.map((field) => field.source);
    for (const [english, twin] of [
      ['name', 'name_ar'],
      ['discipline', 'discipline_ar'],
      ['classification', 'classification_ar'],
      ['location', 'location_ar'],
      ['description', 'description_ar'],
    ]) {
      expect(sources.indexOf(twin)).toBe(sources.indexOf(english) + 1);
    }
    const name = courses.fields.find((field) => field.source === 'name_ar')!;
    expect(name).toMatchObject({
      label: 'Course name (Arabic)',
      lang: 'ar',
      translationOf: 'name',
    });
    expect(name.inList).toBe(false);
    expect(name.required).toBeUndefined();
    const faqs = declarationNamed('faqs').fields.map((field) => field.source);
    expect(faqs.slice(0, 4)).toEqual(['question', 'question_ar', 'answer', 'answer_ar']);
    expect(declarationNamed('faqs').fields.find((f) => f.source === 'answer_ar')?.inList).toBe(
      false,
    );
  });

  it('renders the twin input right to left, in Arabic, after the English input', async () => {
    const { container } = renderCreate(declarationNamed('categories'));
    const twin = await screen.findByLabelText<HTMLInputElement>('Title (Arabic)');
    expect(twin.getAttribute('dir')).toBe('rtl');
    expect(twin.getAttribute('lang')).toBe('ar');
    const english = screen.getByLabelText<HTMLInputElement>(/^Title/, {
      selector: '[name="title"]',
    });
    // The English input stays left to right, also when the dashboard is in Arabic.
    expect(english.getAttribute('dir')).toBe('ltr');
    expect(english.getAttribute('lang')).toBe('en');
    const order = inputsInOrder(container).map((input) => input.getAttribute('name'));
    expect(order.indexOf('title_ar')).toBe(order.indexOf('title') + 1);
  });

  it("gives the rich-text twin's editable area dir=rtl and lang=ar", async () => {
    const { container } = renderCreate(declarationNamed('faqs'));
    await waitFor(() =>
      expect(container.querySelectorAll('[contenteditable="true"]').length).toBe(2),
    );
    const [answer, arabic] = Array.from(container.querySelectorAll('[contenteditable="true"]'));
    expect(answer.getAttribute('dir')).toBe('ltr');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    // The question's twin is a right-to-left line too.
    const question = screen.getByLabelText<HTMLInputElement>('Question (Arabic)');
    expect(question.getAttribute('dir')).toBe('rtl');
  });
});
