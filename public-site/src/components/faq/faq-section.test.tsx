import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { FaqSection } from '@/components/faq/faq-section';

function renderWith(body: unknown) {
  const fetchMock = mockFetch(() => jsonResponse(200, body));
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FaqSection />
    </SWRConfig>,
  );
  return { fetchMock, ...view };
}

describe('FaqSection', () => {
  it('shows the published questions from GET /api/faqs in the order given, answers as HTML', async () => {
    const { fetchMock, container } = renderWith([
      {
        id: 2,
        question: 'Do you train on site?',
        answer: '<p>Yes, <strong>anywhere</strong>.</p>',
        position: 1,
      },
      { id: 1, question: 'How do I pay?', answer: '<p>By card.</p>', position: 2 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    const questions = [...container.querySelectorAll('summary')].map((node) => node.textContent);
    expect(questions).toEqual(['Do you train on site?', 'How do I pay?']);
    expect(container.querySelector('details strong')?.textContent).toBe('anywhere');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/faqs');
  });

  it('renders nothing when there is none', async () => {
    const { fetchMock, container } = renderWith([]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
