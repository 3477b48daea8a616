import { ART, BannerArt, stroke } from '@/components/illustrations/banner-art';

/** Checkout: a card behind a padlock (the card is paid on the provider's page). */
export function CheckoutArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <rect x="92" y="86" width="170" height="108" rx="12" />
        <path d="M92 116h170" strokeWidth="10" strokeLinecap="butt" stroke={ART.steel} />
        <path d="M112 164h46M112 176h26" />
      </g>
      <rect x="224" y="138" width="64" height="56" rx="8" fill={ART.amber} />
      <path
        d="M238 138v-12a18 18 0 0 1 36 0v12"
        {...stroke}
        stroke={ART.amberLight}
        strokeWidth="5"
      />
      <circle cx="256" cy="162" r="6" fill={ART.navy} />
      <path d="M256 166v12" stroke={ART.navy} strokeWidth="4" strokeLinecap="round" />
    </BannerArt>
  );
}
