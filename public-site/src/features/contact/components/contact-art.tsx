import { ART, BannerArt, stroke } from '@/components/illustrations/banner-art';

/** Contact us: a letter and a speech bubble. */
export function ContactArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <rect x="96" y="104" width="154" height="104" rx="10" />
        <path d="M98 112l75 54 75-54" />
      </g>
      <path
        d="M226 54h76a14 14 0 0 1 14 14v34a14 14 0 0 1-14 14h-46l-18 16v-16h-12a14 14 0 0 1-14-14V68a14 14 0 0 1 14-14z"
        fill={ART.amber}
      />
      <g fill={ART.navy}>
        <circle cx="244" cy="86" r="5" />
        <circle cx="264" cy="86" r="5" />
        <circle cx="284" cy="86" r="5" />
      </g>
    </BannerArt>
  );
}
