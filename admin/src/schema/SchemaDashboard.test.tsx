/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type CreateParams,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { canRoleAccess } from '../auth/access';
import { BASENAME, Dashboard } from '../Dashboard';
import { customizations } from '../resources';
import type { ResourceDeclaration } from '../resources/types';
import { withTestimonials } from '../test-support/testimonialsDocument';
import type { ApiDocument } from './apiDocument';
import { declarationsFromDocument } from './declarationsFromDocument';
import { loadApiDocument } from './loadApiDocument';
import { SchemaDashboard } from './SchemaDashboard';

configure({ asyncUtilTimeout: 5000 });

const testimonials = [
  {
    id: 2,
    quote: 'On time, every well.',
    author: 'Mona Adel',
    company: 'Delta Oil',
    published: true,
  },
  { id: 1, quote: 'Clear reports.', author: 'Omar Said', company: null, published: false },
];

const renderAs = (
  role: string,
  path: string,
  declarations: ResourceDeclaration[],
  provider: Partial<DataProvider> = {},
) => {
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(false),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(role),
    getIdentity: () => Promise.resolve({ id: 1, fullName: 'Administrator' }),
    canAccess: ({ resource, action }) =>
      Promise.resolve(canRoleAccess(declarations, role, resource, action)),
  };
  const dataProvider = testDataProvider({
    getList: <R extends RaRecord>() =>
      Promise.resolve({ data: testimonials as unknown as R[], total: testimonials.length }),
    ...provider,
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={`${BASENAME}/*`}
          element={
            <Dashboard
              declarations={declarations}
              authProvider={authProvider}
              dataProvider={dataProvider}
              store={memoryStore()}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
};

describe('a resource of the API without an admin file', () => {
  it('gets a menu entry, a list with its columns and a create form, from the document alone', async () => {
    const declarations = declarationsFromDocument(withTestimonials(), customizations);
    const create = jest.fn((_resource: string, params: CreateParams) =>
      Promise.resolve({ data: { id: 3, ...params.data } }),
    ) as unknown as DataProvider['create'];
    renderAs('1996', '/dashboard/testimonials', declarations, { create });

    expect(await screen.findByText('On time, every well.')).toBeTruthy();
    for (const column of ['Quote', 'Author', 'Company', 'Published', 'Created at']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(screen.getByRole('searchbox', { name: 'Search by author' })).toBeTruthy();
    // One entry, in the Website group; its create button on the list (issue 26 item 11).
    const menu = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(menu.slice(0, 3)).toEqual(['Overview', 'Testimonials', 'Messages']);
    expect(menu).not.toContain('Add testimonials');

    fireEvent.click(await screen.findByRole('link', { name: 'Add testimonials' }));
    const quote = await screen.findByRole('textbox', { name: /Quote/ });
    const author = screen.getByRole('textbox', { name: /Author/ });
    expect(screen.getByRole('textbox', { name: /Company/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Published/ })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect((await screen.findByText(/Still needed:/)).textContent).toBe(
      'Still needed: Quote, Author',
    );

    fireEvent.change(quote, { target: { value: 'Safe and fast.' } });
    fireEvent.change(author, { target: { value: 'Hany Fathy' } });
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect((create as jest.Mock).mock.calls[0]?.[0]).toBe('testimonials');
    expect((create as jest.Mock).mock.calls[0]?.[1]).toMatchObject({
      data: { quote: 'Safe and fast.', author: 'Hany Fathy' },
    });
  }, 30_000);

  it('appears only for the roles the document gives it (x-roles)', async () => {
    const declarations = declarationsFromDocument(withTestimonials(['2001']), customizations);
    renderAs('1996', '/dashboard/categories', declarations);

    expect(await screen.findByRole('menuitem', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Testimonials' })).toBeNull();
  });
});

describe('the API document', () => {
  it('shows a loading state until the document arrives', () => {
    render(
      <SchemaDashboard
        customizations={customizations}
        loadDocument={() => new Promise<ApiDocument>(() => undefined)}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the dashboard…');
  });

  it('offers to try again when the document cannot be read', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    render(<SchemaDashboard customizations={customizations} loadDocument={load} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('is read from the server once per session', async () => {
    const document = withTestimonials();
    const fetchMock = jest.fn<typeof fetch>(() =>
      // jsdom has no Response: the part of one that the loader reads.
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(document) } as Response),
    );
    globalThis.fetch = fetchMock;
    sessionStorage.clear();

    const first = await loadApiDocument();
    const second = await loadApiDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/docs.json');
    expect(second).toEqual(first);
    expect(first['x-resources']?.map((resource) => resource.path)).toContain('testimonials');
  });
});
