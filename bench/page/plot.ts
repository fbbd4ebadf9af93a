/**
 * The results plot: each timed game's median (ms, log scale) against its number of players,
 * one colour per kind of game (Chart.js scatter; only the parts it uses are registered).
 */
import { Chart, Legend, LinearScale, LogarithmicScale, PointElement, ScatterController, Tooltip } from 'chart.js';
import type { GameFigures } from '../suite.ts';

Chart.register(ScatterController, PointElement, LinearScale, LogarithmicScale, Legend, Tooltip);

const COLOURS: Record<GameFigures['kind'], string> = { real: '#b5179e', dense: '#3a0ca3', sparse: '#4895ef' };

/** The plot's data: one series per kind, a point (players, median ms) per game answered right. */
export function plotSeries(figures: readonly GameFigures[]) {
  return (Object.keys(COLOURS) as GameFigures['kind'][]).map((kind) => ({
    label: kind,
    backgroundColor: COLOURS[kind],
    pointRadius: 4,
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
      scales: {
        // Trouble Brewing seats 5 to 15 players.
        x: { type: 'linear', min: 5, max: 15, title: { display: true, text: 'players' }, ticks: { stepSize: 1 } },
        y: { type: 'logarithmic', title: { display: true, text: 'median ms (log scale)' } },
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
