import { useState, type ReactNode } from 'react';
import styles from '@/components/ui/avatar.module.css';

/** Up to two letters: the first of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a letter outside the BMP is never cut in half.
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toUpperCase();
}

export interface AvatarProps {
  name: string;
  /** The picture's address; without one (or when it fails to load) the fallback shows. */
  src?: string | null;
  /** Side in pixels. */
  size?: number;
  /** What shows without a picture: the name's initials unless given. */
  fallback?: ReactNode;
  /** Text alternative for the picture; empty when the name is shown beside it. */
  alt?: string;
  className?: string;
}

/** A round profile picture, or the name's initials when there is none. */
export function Avatar({ name, src, size = 40, fallback, alt = '', className }: AvatarProps) {
  // Remembers which address failed, so a new picture is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = Boolean(src) && failed !== src;
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };

  if (showPicture) {
    return (
      <img
        className={classes}
        style={box}
        src={src!}
        alt={alt}
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailed(src!)}
        data-testid="avatar-picture"
      />
    );
  }
  return (
    <span
      className={`${classes} ${styles.initials}`}
      style={box}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="avatar-initials"
    >
      {fallback ?? initialsOf(name)}
    </span>
  );
}
