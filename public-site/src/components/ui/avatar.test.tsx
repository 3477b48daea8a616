import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from '@/components/ui/avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Sara Adel')).toBe('SA');
    expect(initialsOf('  mona  el  sayed ')).toBe('MS');
    expect(initialsOf('Karim')).toBe('K');
    expect(initialsOf('سارة عادل')).toBe('سع');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    render(<Avatar name="Sara Adel" src="/storage/profile-images/a.png" alt="Your picture" />);
    const picture = screen.getByRole('img', { name: 'Your picture' });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toBe('/storage/profile-images/a.png');
    expect(screen.queryByText('SA')).toBeNull();
  });

  it('shows the initials without a picture, hidden from screen readers unless labelled', () => {
    const { rerender } = render(<Avatar name="Sara Adel" src={null} />);
    const initials = screen.getByTestId('avatar-initials');
    expect(initials.textContent).toBe('SA');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('avatar-picture')).toBeNull();

    rerender(<Avatar name="Sara Adel" alt="Sara's initials" />);
    expect(screen.getByRole('img', { name: "Sara's initials" }).textContent).toBe('SA');
  });

  it('falls back to the initials when the picture fails, and tries a new picture again', () => {
    const { rerender } = render(<Avatar name="Sara Adel" src="/storage/profile-images/gone.png" />);
    fireEvent.error(screen.getByTestId('avatar-picture'));
    expect(screen.getByTestId('avatar-initials').textContent).toBe('SA');

    rerender(<Avatar name="Sara Adel" src="/storage/profile-images/new.png" />);
    expect(screen.getByTestId('avatar-picture').getAttribute('src')).toBe(
      '/storage/profile-images/new.png',
    );
  });

  it('uses the given fallback instead of initials', () => {
    render(<Avatar name="Sara Adel" fallback={<span>icon</span>} />);
    expect(screen.getByTestId('avatar-initials').textContent).toBe('icon');
  });
});
