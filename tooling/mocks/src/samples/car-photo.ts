// Photos as inline SVG data URLs: a drawing of the car in its colour and body style, so stories and tests show
// believable pictures without fetching anything.

export interface CarPhotoInput {
  readonly title: string;
  /** A vehicle style code: SEDAN, SUVCROSS, TRUCKS, WAGON, HATCH, COUPE, CONVERT, VANMV. */
  readonly style: string;
  /** Paint, any CSS colour. */
  readonly paint: string;
  /** 1-based: odd photos face right, even ones left. */
  readonly index: number;
  readonly count: number;
}

/** Side profiles facing right on a 640 by 400 canvas, wheels at x 170 and 470. */
const BODIES: Readonly<Record<string, string>> = {
  SEDAN:
    'M60 315 L60 270 Q65 245 110 240 L210 230 L270 180 Q290 170 330 170 L420 170 Q450 172 480 200 L520 235 Q580 242 590 265 L590 315 Z',
  SUVCROSS: 'M55 320 L55 240 Q58 170 90 160 L390 158 Q420 160 460 210 L530 225 Q590 235 595 260 L595 320 Z',
  TRUCKS:
    'M40 320 L40 230 L300 230 L300 225 L320 160 L430 158 Q450 160 470 210 L545 220 Q595 230 600 255 L600 320 Z',
  WAGON: 'M60 315 L60 255 Q62 200 90 182 L380 175 Q410 177 450 215 L520 235 Q580 242 590 265 L590 315 Z',
  HATCH:
    'M70 315 L70 260 Q72 230 100 190 Q120 175 160 175 L360 175 Q400 177 440 220 L510 235 Q570 242 580 265 L580 315 Z',
};

const SKIES = ['#dfe8f1', '#e9e4da', '#d7e3dc', '#e4dfe9'] as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The photo as a `data:image/svg+xml` URL. */
export function carPhoto({ title, style, paint, index, count }: CarPhotoInput): string {
  const body = BODIES[style] ?? BODIES.SEDAN;
  const sky = SKIES[(index - 1) % SKIES.length];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="318" r="38" fill="#222"/><circle cx="${x}" cy="318" r="18" fill="#9aa0a6"/>`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">`,
    `<rect width="640" height="480" fill="#f6f8fb"/><rect width="640" height="300" fill="${sky}"/>`,
    `<g${index % 2 === 0 ? ' transform="translate(640 0) scale(-1 1)"' : ''}>`,
    `<path d="${body}" fill="${paint}" stroke="#111" stroke-opacity="0.35" stroke-width="3"/>${wheel(170)}${wheel(470)}</g>`,
    `<text x="320" y="420" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#1d1f22" text-anchor="middle">${escapeXml(title)}</text>`,
    `<text x="620" y="40" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#4a4f55" text-anchor="end">${index} / ${count}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
