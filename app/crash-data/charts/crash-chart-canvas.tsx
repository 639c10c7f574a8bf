import { useEffect, useRef, useState } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';
import { base64ToBytes } from '../../../lib/format/base64';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { saveBlob } from '../../session/bearer-download';
import { chartConfig, currentChartTheme } from './crash-chart-config';
import { chartHeight, type CrashView } from './crash-view-model';

// Only the parts the views draw with, so the rest of chart.js is left out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend, MatrixController, MatrixElement);

/** The root element's classes (the night palette is `dark` there), kept current so a chart redraws in the new palette. */
function useThemeClasses() {
  const [classes, setClasses] = useState(() => document.documentElement.className);
  useEffect(() => {
    const observer = new MutationObserver(() => setClasses(document.documentElement.className));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return classes;
}

/**
 * A view's chart on a canvas, labelled for a screen reader (the table beside it holds the
 * numbers), with its PNG download. Loaded on demand: chart.js reaches only the crash data screen.
 */
export function CrashChartCanvas({ view, fileName }: { view: CrashView; fileName: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useThemeClasses();
  const [failed, setFailed] = useState(false);
  // The spec is rebuilt on every render (each refresh): drawn again only when what it draws changed.
  const specKey = JSON.stringify(view.chart);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart<'bar' | 'matrix', unknown[]>(canvas.current, chartConfig(view.chart, currentChartTheme()));
    return () => chart.destroy();
    // `specKey` stands for `view.chart`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specKey, theme]);

  // Written at once in the press, not in toBlob's later callback: a download outside the press
  // is one the browser may hold back (a site downloading several files unasked).
  const download = () => {
    setFailed(false);
    const png = canvas.current?.toDataURL('image/png') ?? '';
    const [type, data] = png.split(',');
    if (type !== 'data:image/png;base64' || !data) return setFailed(true);
    saveBlob(new Blob([base64ToBytes(data)], { type: 'image/png' }), fileName);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative w-full" style={{ height: chartHeight(view.chart) }}>
        <canvas ref={canvas} role="img" aria-label={view.chartLabel}>
          {view.chartLabel}
        </canvas>
      </div>
      <div>
        <Button variant="secondary" aria-label={`Download PNG of ${view.title}`} onClick={download}>
          Download PNG
        </Button>
      </div>
      {failed && <Alert tone="error">The chart could not be saved as a picture. Try again.</Alert>}
    </div>
  );
}
