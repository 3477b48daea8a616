import { type ButtonHTMLAttributes } from 'react';
import styles from '@/components/ui/button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** Button look for <button> and for links that act as buttons. */
export function buttonClassName({ variant = 'primary', size = 'normal', block }: ButtonStyle = {}) {
  return [
    styles.button,
    styles[variant],
    size === 'small' ? styles.small : undefined,
    block ? styles.block : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
