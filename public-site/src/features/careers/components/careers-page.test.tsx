import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderAt } from '../../../../test/render';
import { CareersPage } from '@/features/careers/components/careers-page';
import { type Job } from '@/features/careers/types';

const job = (id: number, title: string, type: Job['type']): Job => ({
  id,
  title,
  category: type === 'instructor' ? 'Training' : 'Artificial lift',
  description: `<p>About ${title}</p><ul><li>Rotation 28/28</li></ul>`,
  type,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const JOBS = [
  job(1, 'Senior ESP Field Engineer', 'all'),
  job(2, 'Well Testing Operator', 'all'),
  job(3, 'Artificial Lift Instructor', 'instructor'),
];

function renderCareers(url = '/projects') {
  return renderAt(url, <Route path="/projects" element={<CareersPage />} />);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Careers page', () => {
  it('shows 4 skeleton rows in each list while the openings load', () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderCareers();
    const skeletons = screen.getAllByTestId('job-skeletons');
    expect(skeletons).toHaveLength(2);
    for (const list of skeletons) {
      expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
    }
  });

  it('splits the openings into Jobs (type all) and Are you an instructor? (type instructor)', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, JOBS));
    renderCareers();
    const jobs = await screen.findByRole('region', { name: /^Jobs/ });
    const instructors = screen.getByRole('region', { name: /^Are you an instructor\?/ });
    expect(
      within(jobs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Senior ESP Field Engineer'),
      expect.stringContaining('Well Testing Operator'),
    ]);
    expect(within(instructors).getAllByRole('button')).toHaveLength(1);
    expect(within(instructors).getByRole('button').textContent).toContain(
      'Artificial Lift Instructor',
    );
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/api/jobs');
  });

  it('opens a modal with the title and HTML description that only its close button (or Escape) closes, restoring focus', async () => {
    mockFetch(() => jsonResponse(200, JOBS));
    renderCareers();
    const opener = await screen.findByRole('button', { name: /Senior ESP Field Engineer/ });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Senior ESP Field Engineer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('ul li')?.textContent).toBe('Rotation 28/28');
    expect(
      within(dialog)
        .getByRole('link', { name: /Apply now/ })
        .getAttribute('href'),
    ).toBe('/applynow/1');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    // A native modal dialog: the browser keeps the page behind inert and focus inside
    // (proven in Playwright, e2e/tests/site-explains-trail.spec.ts).
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);

    // A click on the backdrop (the dialog element itself, outside its box) does not dismiss it.
    fireEvent.mouseDown(dialog, { clientX: -5, clientY: -5 });
    fireEvent.click(dialog, { clientX: -5, clientY: -5 });
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Escape: the browser fires `cancel` on the dialog.
    act(() => {
      fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('confirms a received application after ?applied=1', async () => {
    mockFetch(() => jsonResponse(200, []));
    renderCareers('/projects?applied=1');
    const notice = screen.getByText('Thank you — your application has been received.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByText('There are no open positions right now. Please check back soon.')),
    );
  });

  it('says so when the openings cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, { message: 'boom' }));
    renderCareers();
    expect((await screen.findAllByText(/The openings could not be loaded just now/)).length).toBe(
      2,
    );
  });
});
