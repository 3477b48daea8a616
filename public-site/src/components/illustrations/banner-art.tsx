import { type ReactNode } from 'react';
import styles from '@/components/illustrations/banner-art.module.css';

/** Colours of the drawings, the brand's on-dark palette (styles/tokens.css). */
export const ART = {
  line: '#dde6f0',
  steel: '#8fa1b3',
  amber: '#f28c28',
  amberLight: '#f8a84f',
  sky: '#8cc4e8',
  navy: '#12304d',
} as const;

/** Line-drawing defaults for a motif's strokes. */
export const stroke = {
  fill: 'none',
  stroke: ART.line,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The right half of an inner page's title band (issue 15 item 8): a light line drawing on a
 * soft disc, in the home hero's colours. Inline SVG with a fixed viewBox and width/height, so it
 * costs no request and no layout shift; decorative, hidden from assistive technology, and
 * hidden on phones by the banner's CSS.
 */
export function BannerArt({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.art}
      viewBox="0 0 360 260"
      width="360"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="190" cy="130" r="112" fill={ART.navy} fillOpacity="0.55" />
      <circle cx="190" cy="130" r="112" fill="none" stroke="#1c4469" strokeWidth="1.5" />
      <circle
        cx="190"
        cy="130"
        r="86"
        fill="none"
        stroke={ART.amber}
        strokeOpacity="0.35"
        strokeDasharray="3 7"
      />
      <g fill={ART.line} opacity="0.5">
        <circle cx="40" cy="46" r="1.5" />
        <circle cx="58" cy="30" r="1" />
        <circle cx="322" cy="70" r="1.5" />
        <circle cx="334" cy="196" r="1" />
      </g>
      <circle cx="306" cy="40" r="5" fill={ART.amber} />
      <path d="M24 226h312" stroke={ART.steel} strokeOpacity="0.45" strokeLinecap="round" />
      {children}
    </svg>
  );
}
