import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LoginForm } from '@/features/auth/components/login-form';

const tree = () => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <MemoryRouter initialEntries={['/login']}>
      <LoginForm onSuccess={() => undefined} registerHref="/register" />
    </MemoryRouter>
  </SWRConfig>
);

describe('LoginForm on a prerendered page', () => {
  it('keeps what was typed before the scripts started, so Login is enabled after hydration', () => {
    // (react-dom/server.node: the browser build needs MessageChannel, which jsdom lacks.)
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    const input = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    input('email_or_phone').value = 'early@example.com';
    input('password').value = 'typed-early';

    act(() => {
      hydrateRoot(container, tree());
    });

    const button = Array.from(container.querySelectorAll('button')).find(
      (b) => b.textContent === 'Login',
    )!;
    expect(button.disabled).toBe(false);
    expect(input('email_or_phone').value).toBe('early@example.com');
    container.remove();
  });
});
