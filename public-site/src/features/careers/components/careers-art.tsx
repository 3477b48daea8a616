import { ART, BannerArt, stroke } from '@/components/illustrations/banner-art';

/** Careers: a hard hat in front of a drilling derrick. */
export function CareersArt() {
  return (
    <BannerArt>
      <g {...stroke} stroke={ART.steel}>
        <path d="M252 48l-26 178M252 48l26 178M234 172h36M240 130h24M246 90h12" />
      </g>
      <path d="M112 174a68 60 0 0 1 136 0z" fill={ART.amber} />
      <path d="M180 114v60M152 122l8 52M208 122l-8 52" stroke={ART.navy} strokeWidth="3" />
      <rect x="96" y="172" width="168" height="16" rx="8" fill={ART.amberLight} />
      <path d="M128 206h104" stroke={ART.line} strokeWidth="2.5" strokeLinecap="round" />
    </BannerArt>
  );
}
