/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore, testDataProvider, type AuthProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { canRoleAccess } from '../auth/access';
import { BASENAME, Dashboard } from '../Dashboard';
import { declarationNamed } from '../test-support/declarations';
import { rememberedLanguage } from './rememberedLanguage';

// A full react-admin tree renders slowly on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const declarations = [declarationNamed('courses'), declarationNamed('categories')];

const staff = (id: number, name: string): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(false),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve('2001'),
  getIdentity: () => Promise.resolve({ id, fullName: name }),
  canAccess: ({ resource, action }) =>
    Promise.resolve(canRoleAccess(declarations, '2001', resource, action)),
});

const renderFor = (auth: AuthProvider, store: Store) =>
  render(
    <MemoryRouter initialEntries={['/dashboard/categories']}>
      <Routes>
        <Route
          path={`${BASENAME}/*`}
          element={
            <Dashboard
              declarations={declarations}
              authProvider={auth}
              dataProvider={testDataProvider({
                getList: () => Promise.resolve({ data: [], total: 0 }) as never,
              })}
              store={store}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const chooseLanguage = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: /Profile|الحساب/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
};

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('the language switch', () => {
  it('turns the dashboard to Arabic, right to left on <html>, and back to English', async () => {
    const { unmount } = renderFor(staff(7, 'Mona Adel'), memoryStore());
    expect(await screen.findByRole('menuitem', { name: 'Courses' })).toBeTruthy();
    expect(await screen.findByText('Mona Adel')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');

    await chooseLanguage('العربية');

    // The menu's labels: ours (Overview), the resources' from the dictionary.
    expect(await screen.findByRole('menuitem', { name: 'نظرة عامة' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'الدورات التدريبية' })).toBeTruthy();
    expect(screen.getByText('التدريب')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    // The list's header and empty state, and react-admin's own texts.
    expect(await screen.findByText('لا توجد نتائج')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تصدير' })).toBeTruthy();
    // MUI built its styles with the right-to-left cache.
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
    expect(rememberedLanguage(7)).toBe('ar');

    await chooseLanguage('English');
    expect(await screen.findByRole('menuitem', { name: 'Courses' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    unmount();
  }, 30_000);

  it("keeps each staff member's own choice on a shared browser", async () => {
    const store = memoryStore();
    const first = renderFor(staff(7, 'Mona Adel'), store);
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeTruthy();
    expect(await screen.findByText('Mona Adel')).toBeTruthy();
    await chooseLanguage('العربية');
    expect(await screen.findByRole('menuitem', { name: 'نظرة عامة' })).toBeTruthy();
    first.unmount();

    // Another person signs in on the same browser (same react-admin store): English for them.
    renderFor(staff(8, 'Karim Fathy'), store);
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('ltr'));
    expect(await screen.findByRole('menuitem', { name: 'Overview' })).toBeTruthy();
    document.body.innerHTML = '';

    // And the first one finds Arabic again.
    renderFor(staff(7, 'Mona Adel'), store);
    expect(await screen.findByRole('menuitem', { name: 'نظرة عامة' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  }, 30_000);
});
