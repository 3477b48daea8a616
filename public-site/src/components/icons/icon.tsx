import { type ReactNode, type SVGProps } from 'react';
import styles from '@/components/icons/icon.module.css';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * Decorative 24×24 stroke icon; the control that holds it carries the accessible name.
 * `mirrored`: the drawing points along the line of text (an arrow, "next"), so it turns round
 * in right-to-left pages. Logos, check marks, clocks, phones and the like never are.
 */
export function Icon({
  size = 24,
  mirrored = false,
  children,
  ...props
}: IconProps & { children: ReactNode; mirrored?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {mirrored ? <g className={styles.mirrored}>{children}</g> : children}
    </svg>
  );
}
