import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter } from 'react-router-dom';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

const tree = () => (
  <MemoryRouter initialEntries={['/forgot-password']}>
    <ForgotPasswordForm />
  </MemoryRouter>
);

describe('ForgotPasswordForm on a prerendered page', () => {
  it('keeps an address typed before the scripts started, so the button is enabled after hydration', () => {
    // (react-dom/server.node: the browser build needs MessageChannel, which jsdom lacks.)
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    const button = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button().disabled).toBe(true);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';

    act(() => {
      hydrateRoot(container, tree());
    });

    expect(button().disabled).toBe(false);
    container.remove();
  });
});
