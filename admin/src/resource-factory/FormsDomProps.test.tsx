/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, configure, render, screen } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { DashboardDataProvider } from '../dataProvider';
import { customizations } from '../resources';
import type { ResourceDeclaration } from '../resources/types';
import { declarationsFromDocument } from '../schema/declarationsFromDocument';
import { withTestimonials } from '../test-support/testimonialsDocument';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

// Every form the dashboard has, and a resource without an admin file (its boolean switch).
const declarations = declarationsFromDocument(withTestimonials(), customizations);

const record = { id: 1, name: 'Sara Ali', role: '1996', title: 'Drilling', published: true };

const renderForm = (declaration: ResourceDeclaration, mode: 'create' | 'edit') => {
  const dataProvider = {
    ...testDataProvider({ getOne: () => Promise.resolve({ data: record as never }) }),
    getOptions: () => Promise.resolve([]),
  } as unknown as DashboardDataProvider;
  render(
    <MemoryRouter initialEntries={[mode === 'edit' ? '/1' : '/']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value={declaration.name}>
          <Routes>
            <Route path="/" element={<ResourceCreate declaration={declaration} />} />
            {/* The edit screen reads the record's id from the route. */}
            <Route path="/:id" element={<ResourceEdit declaration={declaration} />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/**
 * React-admin 5's inputs hand MUI 9 the removed `InputProps`/`inputProps`/`inputRef`, and
 * SimpleForm its own `disableInvalidFormNotification`; React then warns of unknown DOM props
 * (once per prop and run: the first form that shows one fails).
 */
describe('forms put no unknown props on DOM elements (issue 11 item 6)', () => {
  const forms = declarations.flatMap((declaration) => [
    ...(declaration.canCreate ? [[declaration.name, 'create'] as const] : []),
    ...(declaration.canEdit ? [[declaration.name, 'edit'] as const] : []),
  ]);

  it.each(forms)('%s %s form', async (name, mode) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(
      declarations.find((declaration) => declaration.name === name)!,
      mode,
    );
    await screen.findByRole('button', { name: 'Save' });
    const unknownProps = errors.mock.calls
      .map((args) => args.map(String).join(' '))
      .filter((text) =>
        /does not recognize the|Unknown event handler|Invalid DOM property/.test(text),
      );
    expect(unknownProps).toEqual([]);
  });
});
