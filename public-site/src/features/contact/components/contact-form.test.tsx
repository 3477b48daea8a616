import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { LocationProbe, renderAt } from '../../../../test/render';
import { ContactPage } from '@/features/contact/components/contact-page';

function renderContact() {
  return renderAt(
    '/contactus',
    <Route
      path="/contactus"
      element={
        <>
          <ContactPage />
          <LocationProbe />
        </>
      }
    />,
  );
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

function fill(email = 'karim@example.com') {
  fireEvent.change(input(/^Name/), { target: { value: 'Karim Adel' } });
  fireEvent.change(input(/^Country/), { target: { value: 'Egypt' } });
  fireEvent.change(input(/^Email/), { target: { value: email } });
  fireEvent.change(input(/^Phone/), { target: { value: '+20 100 123' } });
  fireEvent.change(input(/^Message/), { target: { value: 'We need an ESP review.' } });
}

describe('Contact page', () => {
  it('shows the head office details from the company content', () => {
    mockFetch(() => jsonResponse(500));
    renderContact();
    expect(screen.getByText('+20 2 2810 0000').getAttribute('href')).toBe('tel:+20228100000');
    expect(screen.getByText(/South 90th Street/)).toBeTruthy();
  });

  it('keeps Send message disabled until name, country and an email-shaped address are there', () => {
    mockFetch(() => jsonResponse(500));
    renderContact();
    const button = screen.getByRole('button', { name: 'Send message' });
    expect(button).toHaveProperty('disabled', true);
    fill('karim@example');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(input(/^Email/), { target: { value: 'karim@example.com' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.change(input(/^Name/), { target: { value: ' ' } });
    expect(button).toHaveProperty('disabled', true);
  });

  it('sends the message, clears the form, confirms and stays on /contactus', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(201, { id: 3, message: 'Thank you, your message has been sent.' }),
    );
    renderContact();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const notice = await screen.findByText('Thank you, your message has been sent.');
    const region = notice.closest('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    // The confirmation takes focus so it is in view and read out, not left above the viewport.
    expect(region?.contains(document.activeElement)).toBe(true);
    expect(input(/^Name/).value).toBe('');
    expect(input(/^Email/).value).toBe('');
    expect(input(/^Message/).value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe('/contactus');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Karim Adel',
      country: 'Egypt',
      email: 'karim@example.com',
      phone: '+20100123',
      message: 'We need an ESP review.',
    });
  });

  it("shows the server's message in a red alert and keeps what was typed", async () => {
    mockFetch(() =>
      jsonResponse(422, {
        message: 'The name must be longer than 1 character',
        errors: { name: 'The name must be longer than 1 character' },
      }),
    );
    renderContact();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The name must be longer than 1 character',
      ),
    );
    expect(input(/^Name/).value).toBe('Karim Adel');
  });
});
