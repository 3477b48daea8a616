import { ART, BannerArt, stroke } from '@/components/illustrations/banner-art';

/** About us: a globe with the places we work, linked. */
export function AboutArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <circle cx="190" cy="126" r="64" />
        <ellipse cx="190" cy="126" rx="28" ry="64" />
        <path d="M126 126h128M134 96h112M134 156h112" />
        <path d="M150 204h80M190 190v14" stroke={ART.steel} />
      </g>
      <path
        d="M160 104q20-40 58-12M218 92q30 26 8 60"
        fill="none"
        stroke={ART.amberLight}
        strokeWidth="2"
        strokeDasharray="4 5"
      />
      <g fill={ART.amber}>
        <circle cx="160" cy="104" r="6" />
        <circle cx="218" cy="92" r="6" />
        <circle cx="226" cy="152" r="6" />
      </g>
    </BannerArt>
  );
}

/** Artificial lift: a pumpjack on its well. */
export function LiftArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <path d="M150 226l22-96 22 96M156 196h32" />
        <path d="M96 132l150-22" strokeWidth="6" />
        <path d="M96 118q-14 14 0 30" strokeWidth="6" />
        <path d="M96 148v64M84 212h24v14H84z" />
        <path d="M236 110l10 70" stroke={ART.steel} />
        <path d="M218 226h56" />
      </g>
      <circle cx="246" cy="184" r="20" fill={ART.amber} />
      <circle cx="246" cy="184" r="5" fill={ART.navy} />
      <circle cx="172" cy="128" r="5" fill={ART.amberLight} />
    </BannerArt>
  );
}

/** Enhanced oil recovery: water injected on one side, oil produced on the other. */
export function EorArt() {
  return (
    <BannerArt>
      <path d="M84 176h212v34H84z" fill={ART.amber} fillOpacity="0.18" />
      <path d="M84 176h212M84 210h212" stroke={ART.steel} strokeWidth="1.5" />
      <g {...stroke}>
        <path d="M64 96h252" stroke={ART.steel} />
        <path d="M120 80v112M264 80v112" />
        <path d="M110 80h20M254 80h20M114 70h12M258 70h12" />
      </g>
      <path
        d="M138 186q20-14 40 0M150 198q26-18 52 0"
        fill="none"
        stroke={ART.sky}
        strokeWidth="2"
        strokeDasharray="4 5"
      />
      <path d="M120 118v40m-8-10l8 10 8-10" {...stroke} stroke={ART.sky} />
      <path d="M264 158v-40m-8 10l8-10 8 10" {...stroke} stroke={ART.amberLight} />
      <g fill={ART.amber}>
        <circle cx="236" cy="192" r="4" />
        <circle cx="250" cy="186" r="3" />
        <circle cx="222" cy="200" r="3" />
      </g>
    </BannerArt>
  );
}

/** Well testing: a separator vessel with its gauge and outlets. */
export function TestingArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <rect x="112" y="124" width="150" height="58" rx="29" />
        <path d="M144 182v40M230 182v40M132 222h24M218 222h24" />
        <path d="M54 144h58" />
        <path d="M187 124v-10" />
        <circle cx="187" cy="94" r="20" />
      </g>
      <path d="M262 136h46" {...stroke} stroke={ART.sky} />
      <path d="M262 170h46" {...stroke} stroke={ART.amberLight} />
      <path d="M187 94l10-12" stroke={ART.amber} strokeWidth="3" strokeLinecap="round" />
      <path d="M122 160h130" stroke={ART.amber} strokeOpacity="0.6" strokeWidth="2" />
    </BannerArt>
  );
}

/** Software: a screen with a well log and a production chart. */
export function SoftwareArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <rect x="92" y="62" width="196" height="128" rx="10" />
        <path d="M176 190l-6 26h40l-6-26M158 222h64" />
      </g>
      <path
        d="M122 76c10 12-10 22 0 34s-10 22 0 34 10 22 0 34"
        fill="none"
        stroke={ART.amberLight}
        strokeWidth="2.5"
      />
      <path
        d="M142 76c-6 14 8 20 0 34s8 22 0 34-8 20 0 34"
        fill="none"
        stroke={ART.sky}
        strokeWidth="2"
      />
      <path d="M170 166l28-30 22 14 26-38 26 18" {...stroke} stroke={ART.amber} />
      <path d="M170 176h102" stroke={ART.steel} strokeWidth="1.5" />
    </BannerArt>
  );
}

/** Consulting: a folded map, a route and the destination pin. */
export function ConsultingArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <path d="M86 92l56-18 58 18 58-18v124l-58 18-58-18-56 18z" />
        <path d="M142 74v124M200 92v124" stroke={ART.steel} />
      </g>
      <path
        d="M110 186q40-10 60-40t70-36"
        fill="none"
        stroke={ART.amberLight}
        strokeWidth="2.5"
        strokeDasharray="5 6"
      />
      <path d="M244 128c-14-16-20-26-20-36a20 20 0 0 1 40 0c0 10-6 20-20 36z" fill={ART.amber} />
      <circle cx="244" cy="92" r="7" fill={ART.navy} />
    </BannerArt>
  );
}

/** The policies: a document under a shield. */
export function PolicyArt() {
  return (
    <BannerArt>
      <g {...stroke}>
        <path d="M126 56h86l28 28v128a8 8 0 0 1-8 8H126a8 8 0 0 1-8-8V64a8 8 0 0 1 8-8z" />
        <path d="M212 56v28h28" />
        <path d="M140 102h70M140 122h70M140 142h46" stroke={ART.steel} />
      </g>
      <path
        d="M244 134l32 12v22c0 22-14 36-32 44-18-8-32-22-32-44v-22z"
        fill={ART.navy}
        stroke={ART.amber}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M230 172l10 10 18-20" {...stroke} stroke={ART.amberLight} strokeWidth="3" />
    </BannerArt>
  );
}
