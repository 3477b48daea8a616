import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { PageEffects } from '@/app/page-effects';

describe('PageEffects', () => {
  afterEach(() => {
    document.title = '';
  });

  it('scrolls to the top and sets the title on every navigation, not on arrival or in-page anchors', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <PageEffects />
        <Link to="/login">to login</Link>
        <Link to="/login#main">to main</Link>
        <Link to="/">home</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.title).toBe(
      'Petrolink Energy Services | Engineering energy, from reservoir to market.',
    );

    fireEvent.click(screen.getByText('to login'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Login | Petrolink Energy Services');

    fireEvent.click(screen.getByText('to main'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByText('home'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
