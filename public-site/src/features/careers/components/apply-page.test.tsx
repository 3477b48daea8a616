import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderAt } from '../../../../test/render';
import { ApplyPage } from '@/features/careers/components/apply-page';

const JOB = {
  id: 7,
  title: 'Well Testing Operator',
  category: 'Production well testing',
  description: '<p>Rig up separators.</p>',
  type: 'all',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderApply(url = '/applynow/7') {
  return renderAt(url, <Route path="/applynow/:id" element={<ApplyPage />} />);
}

function field(label: RegExp | string) {
  return screen.getByLabelText<HTMLInputElement>(label);
}

function fill() {
  fireEvent.change(field(/^Full name/), { target: { value: ' Mona El-Sayed ' } });
  fireEvent.change(field(/^Country/), { target: { value: 'Egypt' } });
  fireEvent.change(field(/^Email/), { target: { value: 'mona@example.com' } });
  fireEvent.change(field(/^Phone/), { target: { value: '010-0123 4567' } });
  fireEvent.change(screen.getByLabelText(/^Grade/), { target: { value: 'Very good' } });
}

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });

describe('Application form page', () => {
  it('explains which grade is meant under the Grade select (issue 26 item 10)', async () => {
    mockFetch(() => jsonResponse(200, JOB));
    renderApply();
    const grade = await screen.findByLabelText(/^Grade/);
    const described = (grade.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'The overall grade of your university degree, as stated on your graduation certificate.',
    ]);
  });

  it('shows the job title and keeps Submit disabled until name, country, email and CV are there', async () => {
    mockFetch(() => jsonResponse(200, JOB));
    renderApply();
    expect(await screen.findByRole('heading', { level: 1, name: 'Well Testing Operator' }));
    const submit = screen.getByRole('button', { name: 'Submit application' });
    expect(submit).toHaveProperty('disabled', true);
    fill();
    expect(submit).toHaveProperty('disabled', true);
    const cv = field(/^CV/);
    expect(cv.accept).toBe('.pdf,.doc,.docx,image/*');
    fireEvent.change(cv, { target: { files: [pdf()] } });
    expect(submit).toHaveProperty('disabled', false);
    expect(field(/^Phone/).value).toBe('01001234567');
    expect(field(/^Phone/).inputMode).toBe('numeric');
    fireEvent.change(field(/^Country/), { target: { value: '  ' } });
    expect(submit).toHaveProperty('disabled', true);
  });

  it('sends a multipart application and goes back to /projects with the confirmation', async () => {
    let sent: FormData | undefined;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/job-requests') {
        sent = init.body as FormData;
        return jsonResponse(201, { id: 1 });
      }
      return jsonResponse(200, JOB);
    });
    renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Well Testing Operator' });
    fill();
    fireEvent.change(field(/^CV/), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/projects?applied=1'),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/job-requests');
    expect(call?.[1]?.method).toBe('POST');
    expect(sent).toBeInstanceOf(FormData);
    expect(sent!.get('full_name')).toBe('Mona El-Sayed');
    expect(sent!.get('country')).toBe('Egypt');
    expect(sent!.get('email')).toBe('mona@example.com');
    expect(sent!.get('phone')).toBe('01001234567');
    expect(sent!.get('gpa')).toBe('Very good');
    expect(sent!.get('job_id')).toBe('7');
    expect((sent!.get('cv') as File).name).toBe('cv.pdf');
  });

  it("shows the server's message in a red alert above the submit button and stays", async () => {
    mockFetch((url) =>
      url === '/api/job-requests'
        ? jsonResponse(422, {
            message: 'The CV must be a PDF, DOC, DOCX or image file',
            errors: { cv: 'The CV must be a PDF, DOC, DOCX or image file' },
          })
        : jsonResponse(200, JOB),
    );
    renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Well Testing Operator' });
    fill();
    fireEvent.change(field(/^CV/), { target: { files: [pdf()] } });
    const submit = screen.getByRole('button', { name: 'Submit application' });
    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The CV must be a PDF, DOC, DOCX or image file');
    expect(alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('refuses a CV over 10 MB before uploading it', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, JOB));
    renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Well Testing Operator' });
    fill();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(field(/^CV/), { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The CV must be at most 10 MB');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/job-requests')).toBe(false);
  });

  it('says the opening is no longer available for an unknown job', async () => {
    mockFetch(() => jsonResponse(404, { message: 'Job not found' }));
    renderApply('/applynow/999');
    expect(await screen.findByRole('heading', { name: 'This opening is no longer available' }));
    expect(screen.getByRole('link', { name: /See current openings/ }).getAttribute('href')).toBe(
      '/projects',
    );
  });
});
