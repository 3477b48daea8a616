import { type CSSProperties, type ReactNode } from 'react';
import styles from '@/features/home/components/hero-scene.module.css';

/** The scene's drawing space: every layer below is placed in these coordinates. */
const WIDTH = 600;
const HEIGHT = 440;

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * One moving part, drawn in its own small <svg> over the backdrop. Its transform and opacity
 * animations then run on the compositor: the page repaints nothing while the pumpjack turns.
 * `box` is the layer's rectangle in scene coordinates; `origin` the point it turns around.
 */
function Layer({
  box: [x, y, w, h],
  origin,
  className,
  children,
}: {
  box: [number, number, number, number];
  origin?: [number, number];
  className?: string;
  children: ReactNode;
}) {
  const style: CSSProperties = {
    left: percent(x, WIDTH),
    top: percent(y, HEIGHT),
    width: percent(w, WIDTH),
    height: percent(h, HEIGHT),
    ...(origin
      ? { transformOrigin: `${percent(origin[0] - x, w)} ${percent(origin[1] - y, h)}` }
      : {}),
  };
  return (
    <svg
      className={[styles.layer, className].filter(Boolean).join(' ')}
      style={style}
      viewBox={`${x} ${y} ${w} ${h}`}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A seismic wavefront leaving the shot point (180, 252); three run a third apart. */
function SeismicArc({ delay }: { delay?: string }) {
  return (
    <Layer
      box={[70, 252, 220, 112]}
      origin={[180, 252]}
      className={[styles.seismic, delay].filter(Boolean).join(' ')}
    >
      <path d="M72 252a108 108 0 0 0 216 0" stroke="#f8a84f" fill="none" strokeWidth="1.5" />
    </Layer>
  );
}

/**
 * The home hero's animated oilfield: a pumpjack on a producing well, a drilling rig and a
 * flare on the horizon, and the reservoir below with oil rising up the tubing. Pure SVG and
 * CSS (a few KB, nothing to download); every animation stops under prefers-reduced-motion.
 */
export function HeroScene({ className, label }: { className?: string; label: string }) {
  return (
    <div
      className={[styles.scene, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
    >
      <svg
        className={styles.backdrop}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0b1f33" stopOpacity="0" />
            <stop offset="1" stopColor="#1c4469" stopOpacity="0.55" />
          </linearGradient>
          <radialGradient id="hero-glow" cx="0.5" cy="1" r="0.6">
            <stop offset="0" stopColor="#f28c28" stopOpacity="0.35" />
            <stop offset="1" stopColor="#f28c28" stopOpacity="0" />
          </radialGradient>
          <pattern id="hero-oil" width="14" height="10" patternUnits="userSpaceOnUse">
            <circle cx="3" cy="3" r="1.6" fill="#f8a84f" fillOpacity="0.55" />
            <circle cx="10" cy="8" r="1.2" fill="#f8a84f" fillOpacity="0.35" />
          </pattern>
          {/* Soft edges: the sky, the ground and the strata fade out at the sides and bottom. */}
          <linearGradient id="hero-fade-x" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#fff" stopOpacity="0" />
            <stop offset="0.14" stopColor="#fff" />
            <stop offset="0.86" stopColor="#fff" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
          <linearGradient id="hero-fade-y" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0.7" stopColor="#fff" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
          <mask id="hero-mask-x" maskUnits="userSpaceOnUse" x="0" y="0" width="600" height="440">
            <rect width="600" height="440" fill="url(#hero-fade-x)" />
          </mask>
          <mask id="hero-mask-y" maskUnits="userSpaceOnUse" x="0" y="0" width="600" height="440">
            <rect width="600" height="440" fill="url(#hero-fade-y)" />
          </mask>
        </defs>

        {/* sky, horizon glow and dunes */}
        <g mask="url(#hero-mask-x)">
          <rect x="0" y="0" width="600" height="252" fill="url(#hero-sky)" />
          <ellipse cx="450" cy="252" rx="220" ry="90" fill="url(#hero-glow)" />
          <path d="M0 236c70-18 130-22 200-10s130 8 200-6 140-10 200 4v28H0z" fill="#12304d" />
        </g>
        <g fill="#dde6f0" opacity="0.6">
          <circle cx="60" cy="40" r="1.2" />
          <circle cx="180" cy="22" r="1" />
          <circle cx="300" cy="54" r="1.3" />
          <circle cx="390" cy="28" r="1" />
          <circle cx="520" cy="60" r="1.2" />
          <circle cx="250" cy="100" r="0.9" />
        </g>

        {/* drilling rig on the horizon */}
        <g stroke="#8fa1b3" strokeWidth="2" fill="none" strokeLinejoin="round">
          <path d="M92 246l22-136 22 136M100 200h28M104 172h20M108 144h12M96 224h36" />
          <path d="M100 200l24-28M104 172l16-28M96 224l32-24" strokeWidth="1.2" />
          <path d="M78 246h72v-10H78z" fill="#12304d" />
        </g>

        {/* flare stack and the line from the wellhead */}
        <path d="M548 250V150" stroke="#8fa1b3" strokeWidth="5" />
        <path d="M540 250h16" stroke="#8fa1b3" strokeWidth="3" />
        <path d="M473 247h75" stroke="#526273" strokeWidth="3" />

        {/* ground line and subsurface: strata, reservoir, fault */}
        <g mask="url(#hero-mask-x)">
          <g mask="url(#hero-mask-y)">
            <path d="M0 252h600" stroke="#f28c28" strokeWidth="2.5" />
            <rect x="0" y="253" width="600" height="187" fill="#0d2740" />
            <path d="M0 300c90-10 180 14 290 4s200-16 310-4v140H0z" fill="#0f2c48" />
            <path d="M0 338c110-12 200 10 300 2s210-14 300-2v102H0z" fill="#12304d" />
            <path
              d="M0 350c110-12 200 10 300 2s210-14 300-2v36c-100-12-200 8-300 2S110 372 0 384z"
              fill="url(#hero-oil)"
            />
            <path d="M0 388c100-10 210 10 300 2s200-12 300 0v50H0z" fill="#0b2036" />
            <path d="M240 253l-60 187" stroke="#526273" strokeWidth="1.5" strokeDasharray="6 6" />
          </g>
        </g>

        {/* wellbore, perforations and the downhole pump */}
        <path d="M443 252v132M457 252v132" stroke="#8fa1b3" strokeWidth="2" />
        <g stroke="#f28c28" strokeWidth="2">
          <path d="M434 358h8M434 368h8M458 358h8M458 368h8" />
        </g>
        <rect x="445" y="372" width="10" height="14" rx="2" fill="#526273" />

        {/* pumpjack skid and samson post */}
        <g strokeLinecap="round" strokeLinejoin="round">
          <rect
            x="300"
            y="238"
            width="134"
            height="12"
            rx="2"
            fill="#12304d"
            stroke="#f8a84f"
            strokeWidth="2"
          />
          <path d="M352 238l26-96 26 96M362 200h32" stroke="#f8a84f" strokeWidth="4" fill="none" />
        </g>
      </svg>

      <SeismicArc delay={styles.delay0} />
      <SeismicArc delay={styles.delay1} />
      <SeismicArc delay={styles.delay2} />

      {/* production rising up the tubing */}
      <div
        className={styles.flowWindow}
        style={{
          left: percent(448, WIDTH),
          top: percent(254, HEIGHT),
          width: percent(4, WIDTH),
          height: percent(124, HEIGHT),
        }}
        aria-hidden="true"
      >
        <svg className={styles.flow} viewBox="0 0 4 156" preserveAspectRatio="none">
          <path d="M2 0v156" stroke="#f8a84f" strokeWidth="3" strokeDasharray="6 10" />
        </svg>
      </div>

      {/* crank and counterweight behind the gearbox */}
      <Layer box={[296, 186, 58, 58]} origin={[325, 214]} className={styles.crank}>
        <path d="M325 214l-24 12 6-28z" fill="#f28c28" />
      </Layer>
      <Layer box={[310, 207, 32, 33]}>
        <rect
          x="312"
          y="214"
          width="28"
          height="24"
          rx="3"
          fill="#12304d"
          stroke="#f8a84f"
          strokeWidth="2"
        />
        <circle cx="325" cy="214" r="5" fill="#0b1f33" stroke="#f8a84f" strokeWidth="2" />
      </Layer>

      {/* walking beam with horsehead and pitman arm, rocking on the samson post */}
      <Layer box={[316, 106, 148, 112]} origin={[378, 143]} className={styles.beam}>
        <g strokeLinecap="round" strokeLinejoin="round">
          <path d="M322 150l116-15" stroke="#f28c28" strokeWidth="8" />
          <path d="M326 152l-1 58" stroke="#dde6f0" strokeWidth="3" />
          <path
            d="M434 114c18 4 26 18 24 34-2 12-10 20-20 24l-6-40z"
            fill="#12304d"
            stroke="#f28c28"
            strokeWidth="3"
          />
          <circle cx="378" cy="143" r="5" fill="#0b1f33" stroke="#f8a84f" strokeWidth="3" />
        </g>
      </Layer>

      {/* polished rod, then the wellhead over it */}
      <Layer box={[446, 174, 8, 56]} className={styles.rod}>
        <path d="M450 176v52" stroke="#dde6f0" strokeWidth="2" strokeLinecap="round" />
      </Layer>
      <Layer box={[441, 228, 34, 12]}>
        <path d="M443 238h14v-8h-14z" fill="#526273" />
        <path d="M457 234h16" stroke="#8fa1b3" strokeWidth="2" />
      </Layer>

      {/* flare flame and the rig's aviation beacon */}
      <Layer box={[532, 100, 32, 52]} origin={[548, 150]} className={styles.flame}>
        <path d="M548 148c-12-14-6-26 0-40 6 14 13 25 0 40z" fill="#f28c28" />
        <path d="M548 146c-6-8-3-15 0-22 3 7 6 14 0 22z" fill="#fdebd7" />
      </Layer>
      <Layer box={[108, 100, 12, 12]} className={styles.beacon}>
        <circle cx="114" cy="106" r="4" fill="#ff4d3d" />
      </Layer>
    </div>
  );
}
