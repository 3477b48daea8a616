/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  HttpError,
  ResourceContextProvider,
  testDataProvider,
  type CreateParams,
  type DataProvider,
} from 'react-admin';
import { ResourceCreate } from './ResourceCreate';
import { declarationNamed } from '../test-support/declarations';

const categories = declarationNamed('categories');

// A full react-admin tree renders slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const renderCreate = (dataProvider: DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value="categories">
        <ResourceCreate declaration={categories} />
      </ResourceContextProvider>
    </AdminContext>,
  );

const titleInput = () =>
  screen.getByLabelText<HTMLInputElement>(/Title/, { selector: 'input[name="title"]' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('declared create form (categories)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps Save disabled until the title is longer than 1 character', async () => {
    renderCreate(testDataProvider());

    expect(titleInput().name).toBe('title');
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('true'));

    fireEvent.change(titleInput(), { target: { value: 'D' } });
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('true'));

    fireEvent.change(titleInput(), { target: { value: 'Dr' } });
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('false'));
  });

  it('names what is missing, marks it required, and a press on Save focuses it (issue 15)', async () => {
    const create = jest.fn((_resource: string, params: CreateParams) =>
      Promise.resolve({ data: { id: 1, ...params.data } }),
    ) as unknown as DataProvider['create'];
    renderCreate(testDataProvider({ create }));

    expect((await screen.findByText(/Still needed:/)).textContent).toBe('Still needed: Title');
    // The label carries react-admin's required asterisk.
    expect(screen.getByText('Title').closest('label')?.textContent).toMatch(/Title\s*\*/);
    expect(document.activeElement).not.toBe(titleInput());

    fireEvent.click(saveButton());
    await waitFor(() => expect(document.activeElement).toBe(titleInput()));
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(titleInput(), { target: { value: 'Drilling' } });
    await waitFor(() => expect(screen.queryByText(/Still needed:/)).toBeNull());
  });

  it('shows the server message in an alert above Save when the save fails', async () => {
    const create = jest.fn((_resource: string, _params: CreateParams): Promise<never> =>
      Promise.reject(
        new HttpError('The title has already been taken.', 422, {
          message: 'The title has already been taken.',
        }),
      ),
    );
    // react-admin logs failed data provider calls; this failure is the point of the test
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate(testDataProvider({ create }));

    fireEvent.change(titleInput(), { target: { value: 'Drilling' } });
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The title has already been taken.');
    expect(create).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({ data: { title: 'Drilling' } }),
    );
    // the alert sits before (above) the save button
    expect(
      alert.compareDocumentPosition(saveButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
