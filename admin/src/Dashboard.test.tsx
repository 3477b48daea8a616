/**
 * @jest-environment jsdom
 */
import { describe, expect, it } from '@jest/globals';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import {
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { canRoleAccess } from './auth/access';
import { BASENAME, Dashboard } from './Dashboard';
import type { ResourceDeclaration } from './resources/types';
import { declarationNamed } from './test-support/declarations';

const categories = declarationNamed('categories');

// A full react-admin tree renders slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const users: ResourceDeclaration = {
  name: 'users',
  apiPath: 'users',
  label: 'Users',
  createLabel: 'Add user',
  icon: () => null,
  roles: ['2001'],
  searchField: 'email',
  canCreate: true,
  canEdit: true,
  canDelete: true,
  legacyPaths: { create: 'user/add' },
  fields: [
    { source: 'name', label: 'Name', type: 'text', inList: true },
    { source: 'email', label: 'Email', type: 'email', inList: true },
  ],
};

const declarations = [users, categories];

const authAs = (role: string, name = 'Administrator'): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(false),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(role),
  getIdentity: () => Promise.resolve({ id: 1, fullName: name }),
  canAccess: ({ resource, action }) =>
    Promise.resolve(canRoleAccess(declarations, role, resource, action)),
});

const rowsOf: Record<string, object[]> = {
  categories: [
    { id: 1, title: 'Drilling' },
    { id: 2, title: 'Production' },
  ],
  users: [
    { id: 1, name: 'Administrator', email: 'admin@example.com' },
    { id: 2, name: 'Sara Ali', email: 'sara@example.com' },
  ],
};

const Location = () => <output data-testid="location">{useLocation().pathname}</output>;

const renderDashboard = (path: string, role: string, rows = rowsOf, used = declarations) => {
  const listCalls: { resource: string; params: GetListParams }[] = [];
  const getList: DataProvider['getList'] = <R extends RaRecord>(
    resource: string,
    params: GetListParams,
  ) => {
    listCalls.push({ resource, params });
    const data = (rows[resource] ?? []) as R[];
    return Promise.resolve({ data, total: data.length });
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={`${BASENAME}/*`}
          element={
            <>
              <Dashboard
                declarations={used}
                authProvider={authAs(role)}
                dataProvider={testDataProvider({ getList })}
                store={memoryStore()}
              />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { listCalls };
};

const expectForbidden = async () => {
  expect(await screen.findByText('403')).toBeTruthy();
  expect(screen.getByText('Not Found')).toBeTruthy();
  expect(screen.getByText("You don't have premission to access this page.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Return to homepage' }).getAttribute('href')).toBe('/');
};

describe('dashboard guard', () => {
  it('shows the 403 page to role 1997 on every dashboard route, loading nothing', async () => {
    for (const path of ['/dashboard/categories', '/dashboard/categories/create', '/dashboard']) {
      const { listCalls } = renderDashboard(path, '1997');
      await expectForbidden();
      expect(listCalls).toHaveLength(0);
      document.body.innerHTML = '';
    }
  });

  it('shows the 403 page to role 1996 on the users screens, and no Users entry', async () => {
    const { listCalls } = renderDashboard('/dashboard/users', '1996');

    await expectForbidden();
    expect(listCalls.map((call) => call.resource)).not.toContain('users');
    expect(screen.queryByRole('menuitem', { name: /Users/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Categories' })).toBeTruthy();
  });
});

describe('declared list', () => {
  it('lists categories with a Title column, search box and per-row actions', async () => {
    const { listCalls } = renderDashboard('/dashboard/categories', '1996');

    expect(await screen.findByText('Drilling')).toBeTruthy();
    expect(screen.getByText('Production')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Title' })).toBeTruthy();
    expect(
      screen.getByRole('searchbox', { name: 'Search by title' }).getAttribute('placeholder'),
    ).toBe('Search by title');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2));
    expect(listCalls[0]).toMatchObject({
      resource: 'categories',
      params: { pagination: { page: 1, perPage: 10 } },
    });
  });

  it("says 'No items found' when the list is empty", async () => {
    renderDashboard('/dashboard/categories', '2001', { categories: [] });

    expect(await screen.findByText('No items found')).toBeTruthy();
  });

  it("hides the delete button on the row carrying the current user's name", async () => {
    renderDashboard('/dashboard/users', '2001');

    const own = (await screen.findByText('admin@example.com')).closest('tr');
    const other = screen.getByText('sara@example.com').closest('tr');
    if (!own || !other) throw new Error('rows not rendered');
    // wait until the row actions are there (access checks are asynchronous)
    expect(await within(other).findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(await within(own).findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('routes and shell', () => {
  it('opens /dashboard on the overview for both staff roles, with an Overview menu entry', async () => {
    for (const role of ['2001', '1996']) {
      renderDashboard('/dashboard', role);
      expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/dashboard');
      const entry = screen.getByRole('menuitem', { name: 'Overview' });
      expect(entry.getAttribute('aria-current')).toBe('page');
      document.body.innerHTML = '';
    }
  });

  it("marks the list's entry on its create page; the create button is on the list", async () => {
    renderDashboard('/dashboard/categories/create', '2001');

    const list = await screen.findByRole('menuitem', { name: 'Categories' });
    await waitFor(() => expect(list.getAttribute('aria-current')).toBe('page'));
    expect(screen.queryByRole('menuitem', { name: /^Add / })).toBeNull();
    document.body.innerHTML = '';

    renderDashboard('/dashboard/categories', '2001');
    expect((await screen.findByRole('link', { name: 'Add category' })).getAttribute('href')).toBe(
      '/dashboard/categories/create',
    );
  });

  it('sends the legacy /dashboard/addcategory to the create screen', async () => {
    renderDashboard('/dashboard/addcategory', '2001');

    // The English title, not its Arabic twin ('Title (Arabic)') right after it.
    const input = await screen.findByRole('textbox', { name: /^Title(?! \(Arabic\))/ });
    expect(input.getAttribute('name')).toBe('title');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/categories/create');
  });

  it('shows the company title and the whole name in the user menu', async () => {
    renderDashboard('/dashboard/categories', '2001');

    expect(await screen.findByText('Petrolink Dashboard')).toBeTruthy();
    // Issue 26 item 7: whole; only the bar's CSS cuts it when it lacks the room.
    expect((await screen.findByRole('button', { name: 'Profile' })).textContent).toBe(
      'Administrator',
    );
  });

  it('builds the sidebar from the declarations the role may use, in groups', async () => {
    renderDashboard('/dashboard/categories', '2001');

    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['Overview', 'Categories', 'Users']);
    expect(screen.getByText('Training')).toBeTruthy();
    expect(screen.getByText('People')).toBeTruthy();
  });
});
