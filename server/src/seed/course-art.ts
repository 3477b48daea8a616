/**
 * Original, light illustrations for the demo catalogue (no stock photos offline):
 * a gradient panel with an engineering motif and the discipline name.
 */
const MOTIFS: Record<string, string> = {
  derrick:
    '<path d="M600 120 L520 470 M600 120 L680 470 M540 380 L660 380 M555 310 L645 310 M570 240 L630 240 M585 170 L615 170 M530 420 L670 420" stroke="#fff" stroke-opacity=".55" stroke-width="8" fill="none" stroke-linecap="round"/>',
  pipes:
    '<path d="M420 420 H700 V300 H560 V180 H760" stroke="#fff" stroke-opacity=".5" stroke-width="22" fill="none" stroke-linejoin="round"/><circle cx="700" cy="300" r="24" fill="#fff" fill-opacity=".6"/><circle cx="560" cy="180" r="24" fill="#fff" fill-opacity=".6"/>',
  layers:
    '<path d="M380 200 Q520 150 800 210 M380 270 Q540 220 800 290 M380 340 Q560 300 800 360 M380 410 Q520 380 800 430" stroke="#fff" stroke-opacity=".5" stroke-width="14" fill="none"/>',
  chart:
    '<path d="M420 440 L500 360 L570 390 L650 260 L730 290 L790 170" stroke="#fff" stroke-opacity=".65" stroke-width="12" fill="none" stroke-linejoin="round"/><path d="M420 460 H800 M420 460 V140" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>',
  nodes:
    '<g fill="#fff" fill-opacity=".6"><circle cx="480" cy="200" r="20"/><circle cx="640" cy="160" r="20"/><circle cx="740" cy="300" r="20"/><circle cx="560" cy="330" r="20"/><circle cx="660" cy="430" r="20"/></g><path d="M480 200 L640 160 L740 300 L560 330 L480 200 M560 330 L660 430 L740 300" stroke="#fff" stroke-opacity=".4" stroke-width="6" fill="none"/>',
};

export type Motif = keyof typeof MOTIFS;

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function courseArt(label: string, motif: Motif, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 55% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 60% 38%)"/>
</linearGradient><pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse">
<path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".06" stroke-width="2"/></pattern></defs>
<rect width="960" height="600" fill="url(#g)"/><rect width="960" height="600" fill="url(#p)"/>
${MOTIFS[motif]}
<rect x="60" y="470" width="120" height="8" rx="4" fill="#f28c28"/>
<text x="60" y="530" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="40" font-weight="600" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}
