// A listing's "photo": a drawing of the car from its own fields (body style, colour, year, make, model), so the
// product shows believable pictures without fetching anything from outside. Pure and deterministic: the same
// car and index give the same bytes, which is what lets the route answer with a long max-age and an ETag.

export interface CarPhoto {
  year: number;
  make: string;
  model: string;
  trim?: string | undefined;
  /** A vehicle style code: SEDAN, SUVCROSS, TRUCKS, COUPE, CONVERT, WAGON, VANMV, HATCH. */
  vehicleStyleCode: string;
  /** An exterior colour code of the seo-routes `EXT_COLOR` vocabulary. */
  colorCode: string;
  colorName?: string | undefined;
  /** 1-based photo number: odd numbers face right, even ones left, each with its own backdrop. */
  index: number;
  count: number;
}

/** Paint of each exterior colour code; an unknown code is painted grey. */
export const PAINT: Readonly<Record<string, string>> = {
  BEIGE: '#d8c8a8',
  BLACK: '#1d1f22',
  BLUE: '#2456a6',
  BROWN: '#6b4a2f',
  BURGUNDY: '#6d1a2b',
  CHARCOAL: '#3c4046',
  GOLD: '#b8963c',
  GRAY: '#7d838a',
  GREEN: '#2f6b3a',
  OFFWHITE: '#eee9dc',
  ORANGE: '#e06a1b',
  PINK: '#e58fb0',
  PURPLE: '#5a3a8a',
  RED: '#b3202a',
  SILVER: '#c3c7cc',
  TAN: '#c2a477',
  TURQUOISE: '#2aa3a3',
  WHITE: '#f7f7f5',
  YELLOW: '#e8c21c',
};

/** Side profiles facing right on a 640 by 400 canvas, wheels at x 170 and 470 on the ground at y 330. */
const BODIES: Readonly<Record<string, string>> = {
  SEDAN:
    'M60 315 L60 270 Q65 245 110 240 L210 230 L270 180 Q290 170 330 170 L420 170 Q450 172 480 200 L520 235 Q580 242 590 265 L590 315 Z',
  COUPE:
    'M60 315 L60 275 Q70 250 120 242 L230 230 L290 188 Q310 180 350 180 L400 182 Q430 187 470 230 L530 238 Q585 245 590 270 L590 315 Z',
  CONVERT:
    'M60 315 L60 275 Q70 252 120 245 L380 242 L420 205 L430 208 L402 242 L530 242 Q585 248 590 270 L590 315 Z',
  HATCH:
    'M70 315 L70 260 Q72 230 100 190 Q120 175 160 175 L360 175 Q400 177 440 220 L510 235 Q570 242 580 265 L580 315 Z',
  WAGON: 'M60 315 L60 255 Q62 200 90 182 L380 175 Q410 177 450 215 L520 235 Q580 242 590 265 L590 315 Z',
  SUVCROSS: 'M55 320 L55 240 Q58 170 90 160 L390 158 Q420 160 460 210 L530 225 Q590 235 595 260 L595 320 Z',
  TRUCKS:
    'M40 320 L40 230 L300 230 L300 225 L320 160 L430 158 Q450 160 470 210 L545 220 Q595 230 600 255 L600 320 Z',
  VANMV: 'M50 320 L50 150 Q52 130 80 128 L430 128 Q460 130 500 200 L560 215 Q595 225 598 255 L598 320 Z',
};

const BACKDROPS = [
  ['#dfe8f1', '#f6f8fb'],
  ['#e9e4da', '#faf7f1'],
  ['#d7e3dc', '#f3f7f4'],
  ['#e4dfe9', '#f8f6fb'],
] as const;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** The drawing as SVG text. */
export function carPhotoSvg(photo: CarPhoto): string {
  const paint = PAINT[photo.colorCode] ?? '#8a8f96';
  const body = BODIES[photo.vehicleStyleCode] ?? BODIES.SEDAN;
  const [sky, floor] = BACKDROPS[(photo.index - 1) % BACKDROPS.length] ?? BACKDROPS[0];
  const mirrored = photo.index % 2 === 0;
  const title = `${photo.year} ${photo.make} ${photo.model}`;
  const subtitle = [photo.trim, photo.colorName].filter(Boolean).join(' · ');
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="318" r="38" fill="#222"/><circle cx="${x}" cy="318" r="18" fill="#9aa0a6"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img"',
    ` aria-label="${escapeXml(`${title}, photo ${photo.index} of ${photo.count}`)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="640" height="480" fill="${floor}"/><rect width="640" height="300" fill="${sky}"/>`,
    '<ellipse cx="320" cy="356" rx="290" ry="14" fill="#000" opacity="0.12"/>',
    `<g${mirrored ? ' transform="translate(640 0) scale(-1 1)"' : ''}>`,
    `<path d="${body}" fill="${paint}" stroke="#111" stroke-opacity="0.35" stroke-width="3"/>`,
    `${wheel(170)}${wheel(470)}`,
    '</g>',
    `<text x="320" y="410" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#1d1f22" text-anchor="middle">${escapeXml(title)}</text>`,
    subtitle
      ? `<text x="320" y="442" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#4a4f55" text-anchor="middle">${escapeXml(subtitle)}</text>`
      : '',
    `<text x="620" y="40" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#4a4f55" text-anchor="end">${photo.index} / ${photo.count}</text>`,
    '</svg>',
  ].join('');
}
