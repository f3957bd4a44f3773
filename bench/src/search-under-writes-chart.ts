// The search-under-writes chart: plain SVG like growth.svg, but over the run's time (linear axes), one panel per
// figure the issue names: search p95, change-visible delay on each instance, each instance's heap.

export interface TimeSeries {
  name: string;
  color: string;
  /** x: seconds into the run; y: the panel's unit. */
  points: readonly { x: number; y: number }[];
}

export interface TimePanel {
  title: string;
  yLabel: string;
  series: readonly TimeSeries[];
  /** A target drawn as a dashed line. */
  limit?: number;
}

const WIDTH = 360;
const HEIGHT = 260;
const MARGIN = { top: 34, right: 16, bottom: 40, left: 60 };

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** About five round ticks from 0 to past the highest value. */
function ticks(max: number): number[] {
  const top = max > 0 ? max : 1;
  const raw = top / 5;
  const step =
    [1, 2, 2.5, 5, 10].map((f) => f * 10 ** Math.floor(Math.log10(raw))).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let tick = 0; tick <= top + step * 0.999; tick += step) out.push(Math.round(tick * 1000) / 1000);
  return out;
}

function panel(chart: TimePanel, offsetX: number): string {
  const points = chart.series.flatMap((series) => series.points);
  const xTicks = ticks(Math.max(1, ...points.map((point) => point.x)));
  const yTicks = ticks(Math.max(chart.limit ?? 0, ...points.map((point) => point.y)));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xMax = xTicks.at(-1) as number;
  const yMax = yTicks.at(-1) as number;
  const x = (value: number) => (offsetX + MARGIN.left + (value / xMax) * plotWidth).toFixed(1);
  const y = (value: number) => (MARGIN.top + plotHeight - (value / yMax) * plotHeight).toFixed(1);
  const parts = [
    `<text x="${offsetX + WIDTH / 2}" y="18" text-anchor="middle" font-weight="bold">${xmlText(chart.title)}</text>`,
    ...xTicks.map(
      (tick) =>
        `<line x1="${x(tick)}" x2="${x(tick)}" y1="${MARGIN.top}" y2="${MARGIN.top + plotHeight}" stroke="#eee"/>` +
        `<text x="${x(tick)}" y="${MARGIN.top + plotHeight + 16}" text-anchor="middle">${tick}</text>`,
    ),
    ...yTicks.map(
      (tick) =>
        `<line x1="${offsetX + MARGIN.left}" x2="${offsetX + WIDTH - MARGIN.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#eee"/>` +
        `<text x="${offsetX + MARGIN.left - 6}" y="${y(tick)}" text-anchor="end" dominant-baseline="middle">${tick}</text>`,
    ),
    `<text x="${offsetX + MARGIN.left + plotWidth / 2}" y="${HEIGHT - 6}" text-anchor="middle">seconds into the run</text>`,
    `<text transform="translate(${offsetX + 14} ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${xmlText(chart.yLabel)}</text>`,
  ];
  if (chart.limit !== undefined) {
    parts.push(
      `<line x1="${offsetX + MARGIN.left}" x2="${offsetX + WIDTH - MARGIN.right}" y1="${y(chart.limit)}" y2="${y(chart.limit)}" stroke="#c00" stroke-dasharray="4 3"/>`,
    );
  }
  chart.series.forEach((series, index) => {
    parts.push(
      `<polyline fill="none" stroke="${series.color}" stroke-width="1.5" points="${series.points.map((point) => `${x(point.x)},${y(point.y)}`).join(' ')}"/>`,
      `<text x="${offsetX + MARGIN.left + 8}" y="${MARGIN.top + 12 + index * 14}" fill="${series.color}">${xmlText(series.name)}</text>`,
    );
  });
  return parts.join('\n');
}

/** Panels side by side in one SVG document. */
export function timeChart(panels: readonly TimePanel[]): string {
  const width = WIDTH * panels.length;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" font-family="sans-serif" font-size="11">`,
    `<rect width="${width}" height="${HEIGHT}" fill="#fff"/>`,
    ...panels.map((chart, index) => panel(chart, index * WIDTH)),
    '</svg>',
    '',
  ].join('\n');
}
