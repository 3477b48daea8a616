/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
import { declarationNamed } from '../test-support/declarations';
import { ResourceCreate } from './ResourceCreate';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const sessions = declarationNamed('course-sessions');

const renderCreate = (extra: Partial<DataProvider>) => {
  const dataProvider = {
    ...testDataProvider(extra),
    getOptions: () => Promise.resolve([{ id: 3, name: 'Well control' }]),
  } as unknown as DashboardDataProvider;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={defaultI18nProvider}>
        <ResourceContextProvider value={sessions.name}>
          <ResourceCreate declaration={sessions} />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

/** The picker's own text input (hidden behind its sections), as a paste or autofill fills it. */
const pickerInput = (label: string): HTMLInputElement => {
  const box = document.querySelector(`.ra-input-${label}`);
  const input = box?.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error(`No picker for ${label}`);
  return input;
};
const typeMoment = (source: string, text: string) =>
  fireEvent.change(pickerInput(source), { target: { value: text } });

describe('the datetime field kind (issue 22)', () => {
  it('offers one pair of Cairo pickers, no text times, and no second pair', async () => {
    renderCreate({});
    await screen.findAllByText('Starts');
    expect(document.querySelectorAll('.ra-input-starts_at')).toHaveLength(1);
    expect(document.querySelectorAll('.ra-input-ends_at')).toHaveLength(1);
    expect(document.querySelector('.ra-input-starts_at_cairo')).toBeNull();
    expect(document.querySelector('.ra-input-ends_at_cairo')).toBeNull();
    expect(screen.queryByText(/YYYY-MM-DDTHH:mm/)).toBeNull();
    expect(screen.getByText('Cairo time')).toBeTruthy();
    // Kept together as one pair (side by side from tablets up).
    const pair = screen.getByRole('group', { name: 'Starts and Ends' });
    expect(pair.querySelector('.ra-input-starts_at')).not.toBeNull();
    expect(pair.querySelector('.ra-input-ends_at')).not.toBeNull();
  });

  it('reads typed times as Cairo time, shows the duration under Ends and sends ISO instants', async () => {
    const create = jest.fn((_resource: string, params: CreateParams) =>
      Promise.resolve({ data: { id: 9, ...params.data } }),
    ) as unknown as DataProvider['create'];
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderCreate({ create });
    await screen.findAllByText('Starts');
    // 10 Feb 2027 is winter time in Cairo (UTC+2).
    typeMoment('starts_at', '10/02/2027 09:00');
    // The day as people write it under Starts: the weekday catches a wrong date.
    expect(await screen.findByText('Wed 10 Feb 2027, Cairo time')).toBeTruthy();
    typeMoment('ends_at', '10/02/2027 16:00');
    expect(await screen.findByText('Duration: 7 h')).toBeTruthy();
    typeMoment('ends_at', '12/02/2027 16:00');
    expect(await screen.findByText('Duration: 3 days')).toBeTruthy();
    typeMoment('ends_at', '10/02/2027 16:00');
    fireEvent.change(screen.getByLabelText(/Location/), { target: { value: 'Ain Sokhna' } });
    fireEvent.change(screen.getByLabelText(/Capacity/), { target: { value: '12' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Course/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Well control' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const data = (create as jest.Mock).mock.calls[0][1] as { data: Record<string, unknown> };
    expect(data.data.starts_at).toBe('2027-02-10T07:00:00.000Z');
    expect(data.data.ends_at).toBe('2027-02-10T14:00:00.000Z');
  });

  it('puts "after the start" under Ends, not under Starts, and keeps Save gated', async () => {
    const create = jest.fn() as unknown as DataProvider['create'];
    renderCreate({ create });
    await screen.findAllByText('Starts');
    typeMoment('starts_at', '10/02/2027 16:00');
    typeMoment('ends_at', '10/02/2027 09:00');
    fireEvent.blur(pickerInput('ends_at'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Must be after the start');
    expect(message.closest('.ra-input-ends_at')).not.toBeNull();
    expect(document.querySelector('.ra-input-starts_at')?.textContent).not.toContain(
      'Must be after',
    );
    expect(screen.getByText(/Still needed: .*Ends/)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
