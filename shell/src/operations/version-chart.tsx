import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@atlas/ui-kit';
import type { VersionSeries } from './operations-api';

/** A line's look by the version's role: colour and dash, so the lines differ without colour too. */
export const LINE_STYLES: Record<VersionSeries['role'], { colour: string; dash: string }> = {
  stable: { colour: '#1d4ed8', dash: '' },
  canary: { colour: '#c8007e', dash: '6 4' },
  other: { colour: '#5b6470', dash: '2 3' },
};

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: 4px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  details {
    margin-top: 4px;
    font-size: 0.875rem;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 2px 8px;
    text-align: start;
    border-bottom: 1px solid #e5e7eb;
  }
`;

interface ChartPoint {
  minute: string;
  value: number | null;
}

interface VersionLine {
  version: string;
  role: VersionSeries['role'];
  roleLabel: string;
  points: ChartPoint[];
}

export interface VersionChartProps {
  /** Names the chart (its figcaption, the svg's accessible name). */
  title: string;
  /** The svg's description: every line's figures in words. */
  description: string;
  lines: VersionLine[];
  since: string;
  until: string;
  format: (value: number) => string;
  formatMinute: (minute: string) => string;
  minuteLabel: string;
  figuresLabel: string;
  metric: string;
}

/** The axis' top: the data's maximum rounded up to 1, 2, 2.5 or 5 × 10ⁿ, so the ticks read as round figures. */
export function niceTop(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= max) ?? 10) * power;
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 44, right: 8, top: 8, bottom: 22 };

/**
 * One metric over the window, one line per version (the self-care usage chart's approach: an
 * svg with its title and description, and the numbers as a table). Time runs left to right in
 * every language (the svg is `dir="ltr"`). A minute without samples breaks the line.
 */
export function VersionChart({ title, description, lines, since, until, format, formatMinute, minuteLabel, figuresLabel, metric }: VersionChartProps) {
  const id = useId();
  const start = Date.parse(since);
  const span = Math.max(60_000, Date.parse(until) - start);
  const values = lines.flatMap((line) => line.points.map((point) => point.value).filter((value): value is number => value !== null));
  const max = values.length > 0 ? Math.max(...values) : 1;
  const top = niceTop(max);
  const x = (minute: string) => PAD.left + ((Date.parse(minute) + 30_000 - start) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const minutes = [...new Set(lines.flatMap((line) => line.points.map((point) => point.minute)))].sort();

  return (
    <Figure data-chart={metric}>
      <figcaption id={`${id}-t`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} style={{ direction: 'ltr' }}>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#9ca3af" />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke="#9ca3af" />
        {[0, top / 2, top].map((tick) => (
          <text key={tick} x={PAD.left - 4} y={y(tick) + 3} textAnchor="end" fontSize="9" fill="currentColor">
            {format(tick)}
          </text>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="9" fill="currentColor">
          {formatMinute(since)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="9" fill="currentColor">
          {formatMinute(until)}
        </text>
        {lines.map((line) => {
          const style = LINE_STYLES[line.role];
          // Runs of consecutive minutes with a value: a gap in the data is a gap in the line.
          const runs: ChartPoint[][] = [];
          let previous: number | null = null;
          for (const point of line.points) {
            if (point.value === null) {
              previous = null;
              continue;
            }
            const at = Date.parse(point.minute);
            if (previous === null || at - previous > 60_000) runs.push([]);
            runs[runs.length - 1]!.push(point);
            previous = at;
          }
          return (
            <g key={line.version} data-line={line.version} data-role={line.role}>
              {runs.map((run) => (
                <polyline
                  key={run[0]!.minute}
                  points={run.map((point) => `${x(point.minute).toFixed(1)},${y(point.value!).toFixed(1)}`).join(' ')}
                  fill="none"
                  stroke={style.colour}
                  strokeWidth={2}
                  strokeDasharray={style.dash || undefined}
                />
              ))}
              {line.points
                .filter((point) => point.value !== null)
                .map((point) => (
                  <circle key={point.minute} cx={x(point.minute)} cy={y(point.value!)} r={2.5} fill={style.colour} />
                ))}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{figuresLabel}</summary>
        <table>
          <caption>
            <VisuallyHidden>{title}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{minuteLabel}</th>
              {lines.map((line) => (
                <th scope="col" key={line.version}>
                  {line.version} ({line.roleLabel})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {minutes.map((minute) => (
              <tr key={minute}>
                <th scope="row">{formatMinute(minute)}</th>
                {lines.map((line) => {
                  const value = line.points.find((point) => point.minute === minute)?.value ?? null;
                  return <td key={line.version}>{value === null ? '—' : format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
