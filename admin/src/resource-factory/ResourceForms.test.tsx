/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  ResourceContextProvider,
  testDataProvider,
  type CreateParams,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../dataProvider';
import type { ResourceDeclaration } from '../resources/types';
import { ResourceCreate } from './ResourceCreate';
import { validatorsFor } from './validation';
import { declarationNamed } from '../test-support/declarations';

const certificates = declarationNamed('certificates');
const courses = declarationNamed('courses');
const jobs = declarationNamed('jobs');
const users = declarationNamed('users');

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const options: Record<string, Record<string, unknown>[]> = {
  categories: [
    { id: 1, title: 'Upstream' },
    { id: 2, title: 'Downstream' },
  ],
  'sub-categories': [
    { id: 10, title: 'Reservoir engineering', category_id: 1 },
    { id: 11, title: 'Well testing', category_id: 1 },
    { id: 20, title: 'Refining', category_id: 2 },
  ],
};

const renderCreate = (declaration: ResourceDeclaration, extra: Partial<DataProvider> = {}) => {
  const dataProvider = {
    ...testDataProvider(extra),
    getOptions: (path: string) => Promise.resolve(options[path] ?? []),
  } as unknown as DashboardDataProvider;
  // A plain router: react-admin's own data router needs the Fetch API's Request, absent in jsdom.
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

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('add user (spec §5)', () => {
  it("offers Admin and User behind an unselectable 'Select Role', and gates on the lengths", async () => {
    const create = jest.fn((_resource: string, params: CreateParams) =>
      Promise.resolve({ data: { id: 5, ...params.data } }),
    ) as unknown as DataProvider['create'];
    renderCreate(users, { create });

    const role = await screen.findByRole('combobox', { name: /Role/ });
    expect(role.textContent).toContain('Select Role');
    fireEvent.mouseDown(role);
    const list = within(await screen.findByRole('listbox'));
    expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Role',
      'Admin',
      'User',
    ]);
    expect(list.getByRole('option', { name: 'Select Role' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(list.getByRole('option', { name: 'Admin' }));

    expect(screen.getByLabelText<HTMLInputElement>(/Email/).type).toBe('email');
    expect(screen.getByLabelText<HTMLInputElement>(/Phone/).inputMode).toBe('numeric');
    type(/Name/, 'Sara Ali');
    type(/Email/, 'sara@example.com');
    type(/Phone/, '01x00 12-3');
    expect(screen.getByLabelText<HTMLInputElement>(/Phone/).value).toBe('0100123');
    // Seven characters: refused with the rule named (DECISIONS 16).
    type(/^Password/, 'secret1');
    fireEvent.blur(screen.getByLabelText(/^Password/));
    expect(await screen.findByText('The password must be 8 to 128 characters')).toBeTruthy();
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('true'));

    type(/^Password/, 'secret12');
    type(/Confirm password/, 'secret12');
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(saveButton());

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({
          data: expect.objectContaining({
            name: 'Sara Ali',
            email: 'sara@example.com',
            phone: '0100123',
            role: '1996',
            password: 'secret12',
            password_confirmation: 'secret12',
          }) as unknown,
        }),
      ),
    );
  });

  it('edit forms have no client checks', () => {
    for (const field of users.fields) expect(validatorsFor(field, 'edit')).toBeUndefined();
  });

  it('names the password rule for 7 and 129 characters and accepts 8 and 128', () => {
    const password = users.fields.find((field) => field.source === 'password')!;
    const check = (value: string) =>
      (validatorsFor(password, 'create') ?? []).map((validate) => validate(value, {}, {}));
    const rule = 'The password must be 8 to 128 characters';
    expect(check('x'.repeat(7))).toContain(rule);
    expect(check('x'.repeat(129))).toContain(rule);
    expect(check('x'.repeat(8)).filter(Boolean)).toEqual([]);
    expect(check('x'.repeat(128)).filter(Boolean)).toEqual([]);
  });

  it('offers the current password in the edit form only', () => {
    const current = users.fields.find((field) => field.source === 'current_password')!;
    expect(current).toMatchObject({ type: 'password', editOnly: true });
  });
});

describe('job (spec §5)', () => {
  it('add needs title, category and description longer than 1; edit a non-empty description', () => {
    const byName = (source: string) => jobs.fields.find((field) => field.source === source)!;
    const check = (source: string, mode: 'create' | 'edit', value: string) =>
      (validatorsFor(byName(source), mode) ?? [])
        .map((validate) => validate(value, {}, {}))
        .find(Boolean);

    expect(check('title', 'create', 'D')).toBeTruthy();
    expect(check('title', 'create', 'Dr')).toBeFalsy();
    expect(check('title', 'edit', 'D')).toBeTruthy();
    expect(check('description', 'create', '<p>D</p>')).toBeTruthy();
    expect(check('description', 'create', '<p>Dr</p>')).toBeFalsy();
    expect(check('description', 'edit', '<p></p>')).toBeTruthy();
    expect(check('description', 'edit', '<p>D</p>')).toBeFalsy();
    expect(check('type', 'create', '')).toBeTruthy();
    expect(check('type', 'create', 'instructor')).toBeFalsy();
  });
});

describe('required marks (issue 15)', () => {
  const marked = (declaration: ResourceDeclaration, mode: 'create' | 'edit') =>
    declaration.fields
      .filter((field) =>
        (validatorsFor(field, mode) ?? []).some(
          (validate) => (validate as { isRequired?: boolean }).isRequired,
        ),
      )
      .map((field) => field.source);

  it('marks exactly the fields the add-course gating requires, the rich-text description too', () => {
    expect(marked(courses, 'create')).toEqual([
      'category_id',
      'sub_category_id',
      'discipline',
      'classification',
      'name',
      'description',
      'image',
    ]);
    expect(marked(courses, 'edit')).toEqual([]);
    expect(marked(jobs, 'edit')).toContain('description');
  });
});

describe('add course', () => {
  it('offers only the subcategories of the chosen category, and clears one that no longer fits', async () => {
    renderCreate(courses);

    const sub = await screen.findByRole('combobox', { name: /Subcategory/ });
    expect(sub.textContent).toContain('Choose a category first');

    await choose(/^Category/, 'Upstream');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Subcategory/ }));
    let offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual([
      'Select subcategory',
      'Reservoir engineering',
      'Well testing',
    ]);
    fireEvent.click(offered[2]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Subcategory/ }).textContent).toContain(
        'Well testing',
      ),
    );

    await choose(/^Category/, 'Downstream');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Subcategory/ }).textContent).toContain(
        'Select subcategory',
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Subcategory/ }));
    offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Select subcategory', 'Refining']);
  });
});

describe('saving', () => {
  it('covers the form with a spinner while the save is under way, then shows the error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const create = (() =>
      new Promise((_resolve, reject) => {
        fail = reject;
      })) as DataProvider['create'];
    const simple: ResourceDeclaration = {
      ...certificates,
      name: 'categories',
      fields: [{ source: 'title', label: 'Title', type: 'text', minLength: 2 }],
    };
    renderCreate(simple, { create });

    type(/Title/, 'Drilling');
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(saveButton());

    expect(await screen.findByRole('progressbar', { name: 'Saving' })).toBeTruthy();
    fail(new Error('The title has already been taken'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The title has already been taken',
    );
    expect(screen.queryByRole('progressbar', { name: 'Saving' })).toBeNull();
  });
});
