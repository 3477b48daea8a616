/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  RecordContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardDataProvider } from '../../dataProvider';
import { EnquiryPanel } from './EnquiryPanel';

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

const enquiry = {
  id: 7,
  name: 'Karim Adel',
  email: 'karim@example.com',
  state: 'in_progress',
  owner_id: 3,
  owner_name: 'Layla Saad',
};

const renderPanel = (call: jest.Mock<Call>) => {
  const dataProvider = { ...testDataProvider(), call } as unknown as DashboardDataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <RecordContextProvider value={enquiry}>
          <EnquiryPanel />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('EnquiryPanel (issue 26 item 15)', () => {
  it('shows the state, the owner and the replies sent, with where their mail is', async () => {
    const call = jest.fn<Call>((method, path) => {
      if (path === 'contact-messages/owners')
        return Promise.resolve([{ id: 3, name: 'Layla Saad' }]);
      if (path === 'contact-messages/7/replies') {
        return Promise.resolve([
          {
            id: 1,
            body: 'Our crew can come on Sunday.',
            user_name: 'Layla Saad',
            created_at: '2026-11-27T07:05:00Z',
            mail_status: 'sent',
            to: ['karim@example.com'],
          },
        ]);
      }
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    renderPanel(call);
    expect(await screen.findByText('Our crew can come on Sunday.')).toBeTruthy();
    expect(screen.getByText('Mail sent')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^State/ }).textContent).toContain('In progress');
    expect(screen.getByRole('combobox', { name: /^Owner/ }).textContent).toContain('Layla Saad');
  });

  it('refuses an empty reply in place and sends a written one', async () => {
    const call = jest.fn<Call>((method, path) => {
      if (path === 'contact-messages/owners') return Promise.resolve([]);
      if (method === 'GET') return Promise.resolve([]);
      return Promise.resolve({ id: 2 });
    });
    renderPanel(call);
    expect(await screen.findByText('No reply yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write the reply first')).toBeTruthy();
    expect(call.mock.calls.some(([method]) => method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Reply to Karim Adel'), {
      target: { value: '  Thank you, Karim.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('POST', 'contact-messages/7/replies', {
        body: 'Thank you, Karim.',
      }),
    );
  });
});
