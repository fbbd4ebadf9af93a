/**
 * The results plot: each timed game's median (ms, log scale) against its number of players,
 * one colour per kind of game (Chart.js scatter; only the parts it uses are registered).
 */
import { Chart, Legend, LinearScale, LogarithmicScale, PointElement, ScatterController, Tooltip } from 'chart.js';
import type { GameFigures } from '../suite.ts';

Chart.register(ScatterController, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip);

const COLOURS: Record<GameFigures['kind'], string> = { real: '#b5179e', dense: '#3a0ca3', sparse: '#4895ef' };

/** The plot's data: one series per kind that has a point, a point (players, median ms) per game answered right. */
export function plotSeries(figures: readonly GameFigures[]) {
  const kinds = (Object.keys(COLOURS) as GameFigures['kind'][]).filter((kind) => figures.some((f) => f.kind === kind && f.medianMs !== null));
  return kinds.map((kind) => ({
    label: kind,
    backgroundColor: COLOURS[kind],
    pointRadius: 4,
    // A point at the top or bottom of the range is drawn whole, over the axis if need be.
    clip: false as const,
    data: figures.filter((f) => f.kind === kind && f.medianMs !== null).map((f) => ({ x: f.players, y: f.medianMs!, id: f.id })),
  }));
}

/** Draws the plot on `canvas`, or redraws it with new figures. Call `destroy()` on the returned chart when the canvas goes. */
export function drawPlot(canvas: HTMLCanvasElement, figures: readonly GameFigures[], chart?: Chart<'scatter'>): Chart<'scatter'> {
  if (chart) {
    chart.data.datasets = plotSeries(figures);
    chart.update('none');
    return chart;
  }
  return new Chart(canvas, {
    type: 'scatter',
    data: { datasets: plotSeries(figures) },
    options: {
      animation: false,
      maintainAspectRatio: false,
      layout: { padding: 8 },
      scales: {
        // Trouble Brewing seats 5 to 15 players; half a seat either side keeps the end points whole.
        x: {
          type: 'linear', min: 4.5, max: 15.5, title: { display: true, text: 'players' },
          afterBuildTicks: (axis) => { axis.ticks = Array.from({ length: 11 }, (_, i) => ({ value: 5 + i })); },
        },
        y: {
          type: 'logarithmic', title: { display: true, text: 'median ms (log scale)' },
          // Only the powers of ten and their halves and doubles: the other log ticks crowd.
          ticks: { callback: (v) => (/^(1|2|5)0*$|^0\.0*(1|2|5)$/.test(String(v)) ? String(v) : '') },
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => {
              const point = item.raw as { x: number; y: number; id: string };
              return `${point.id}: ${point.y.toFixed(1)} ms`;
            },
          },
        },
      },
    },
  });
}
