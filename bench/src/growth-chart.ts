// The growth benchmark's chart: plain SVG written by the script (no chart library for two small panels), so
// the cost curve can be read on GitHub and in the README without running anything.

export interface Series {
  name: string;
  color: string;
  points: readonly { x: number; y: number }[];
}

export interface Panel {
  title: string;
  yLabel: string;
  series: readonly Series[];
}

const WIDTH = 340;
const HEIGHT = 260;
const MARGIN = { top: 34, right: 16, bottom: 40, left: 56 };

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const label = (value: number) =>
  value >= 1_000_000
    ? `${value / 1_000_000}M`
    : value >= 1_000
      ? `${value / 1_000}k`
      : `${Math.round(value * 100) / 100}`;

/** Powers of ten spanning the values, for log axes: the cost of a tenfold inventory reads as a slope. */
function decades(values: readonly number[]): number[] {
  const low = 10 ** Math.floor(Math.log10(Math.min(...values)));
  const high = 10 ** Math.ceil(Math.log10(Math.max(...values)));
  const ticks: number[] = [];
  for (let tick = low; tick <= high * 1.0001; tick *= 10) ticks.push(tick);
  return ticks.length > 1 ? ticks : [low, low * 10];
}

function panel(chart: Panel, offsetX: number): string {
  const points = chart.series.flatMap((series) => series.points).filter((point) => point.y > 0);
  const xTicks = decades(points.map((point) => point.x));
  const yTicks = decades(points.map((point) => point.y));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const logScale = (ticks: number[], size: number) => (value: number) =>
    ((Math.log10(value) - Math.log10(ticks[0] as number)) /
      (Math.log10(ticks.at(-1) as number) - Math.log10(ticks[0] as number))) *
    size;
  const sx = logScale(xTicks, plotWidth);
  const sy = logScale(yTicks, plotHeight);
  const x = (value: number) => (offsetX + MARGIN.left + sx(value)).toFixed(1);
  const y = (value: number) => (MARGIN.top + plotHeight - sy(value)).toFixed(1);
  const parts = [
    `<text x="${offsetX + WIDTH / 2}" y="18" text-anchor="middle" font-weight="bold">${xmlText(chart.title)}</text>`,
    ...xTicks.map(
      (tick) =>
        `<line x1="${x(tick)}" x2="${x(tick)}" y1="${MARGIN.top}" y2="${MARGIN.top + plotHeight}" stroke="#ddd"/>` +
        `<text x="${x(tick)}" y="${MARGIN.top + plotHeight + 16}" text-anchor="middle">${label(tick)}</text>`,
    ),
    ...yTicks.map(
      (tick) =>
        `<line x1="${offsetX + MARGIN.left}" x2="${offsetX + WIDTH - MARGIN.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#ddd"/>` +
        `<text x="${offsetX + MARGIN.left - 6}" y="${y(tick)}" text-anchor="end" dominant-baseline="middle">${label(tick)}</text>`,
    ),
    `<text x="${offsetX + MARGIN.left + plotWidth / 2}" y="${HEIGHT - 6}" text-anchor="middle">listings</text>`,
    `<text transform="translate(${offsetX + 14} ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${xmlText(chart.yLabel)}</text>`,
  ];
  chart.series.forEach((series, index) => {
    const shown = series.points.filter((point) => point.y > 0);
    parts.push(
      `<polyline fill="none" stroke="${series.color}" stroke-width="2" points="${shown.map((point) => `${x(point.x)},${y(point.y)}`).join(' ')}"/>`,
      ...shown.map((point) => `<circle cx="${x(point.x)}" cy="${y(point.y)}" r="3" fill="${series.color}"/>`),
      `<text x="${offsetX + MARGIN.left + 8}" y="${MARGIN.top + 12 + index * 14}" fill="${series.color}">${xmlText(series.name)}</text>`,
    );
  });
  return parts.join('\n');
}

/** Panels side by side, log-log, in one SVG document. */
export function growthChart(panels: readonly Panel[]): string {
  const width = WIDTH * panels.length;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${HEIGHT}" fill="#fff"/>`,
    ...panels.map((chart, index) => panel(chart, index * WIDTH)),
    '</svg>',
    '',
  ].join('\n');
}
