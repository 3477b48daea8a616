import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { TestimonialSection } from '@/features/home/components/testimonial-section';

function renderWith(body: unknown) {
  const fetchMock = mockFetch(() => jsonResponse(200, body));
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TestimonialSection />
    </SWRConfig>,
  );
  return { fetchMock, ...view };
}

describe('TestimonialSection', () => {
  it('shows the published testimonials from GET /api/testimonials', async () => {
    const quote = 'Run life doubled.';
    const { fetchMock } = renderWith([
      { id: 1, quote, author: 'Eng. Mona Adel', company: 'Delta Oil' },
    ]);
    expect(await screen.findByText(quote)).toBeTruthy();
    expect(screen.getByText('Delta Oil')).toBeTruthy();
    expect(screen.getByText('MA')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/testimonials');
  });

  it('renders nothing when there is none', async () => {
    const { fetchMock, container } = renderWith([]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
