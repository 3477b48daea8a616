import { ART, BannerArt, stroke } from '@/components/illustrations/banner-art';

/** Training: an open book under a graduation cap. */
export function TrainingArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <path d="M106 204V118q42-20 84 0 42-20 84 0v86q-42-20-84 0-42-20-84 0z" />
        <path d="M190 118v86" />
        <path d="M122 140q26-10 52 0M122 160q26-10 52 0M206 140q26-10 52 0" stroke={ART.steel} />
      </g>
      <path d="M190 48l66 24-66 24-66-24z" fill={ART.amber} />
      <path d="M150 86v18q40 18 80 0V86" fill={ART.amberLight} />
      <path d="M250 74v30" stroke={ART.line} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="250" cy="108" r="4" fill={ART.line} />
    </BannerArt>
  );
}
