import type { StatsChartDay } from '../../../shared/play/stats';
import { dayText, shortDate, spokenTime, statTime } from './format';

export interface StatsChartProps {
  chart: readonly StatsChartDay[];
  /** The chart's heading: 'Last 30 days', or 'Last 3 puzzles' for a weekly game. */
  heading: string;
  headingId: string;
  /** The game's name, where several games' charts share a page: it tells their regions apart. */
  gameName?: string | undefined;
}

/** The shortest bar a solve gets, so a very quick one is still seen (percent of the chart). */
const MIN_BAR = 8;
/** The drawing's units: each day a slot, its bar the slot less the gap; the height is 100%. */
const SLOT = 10;
const GAP = 3;
const HEIGHT = 100;

/** A day's bar height in percent: a solve by its time, a reveal or a miss a third, no play a sliver. */
function barHeight(day: StatsChartDay, longest: number | null): number {
  if (day.status === 'solved')
    return Math.max(MIN_BAR, ((day.timeSeconds ?? 0) / (longest ?? 1)) * 100);
  if (day.status === 'none') return 2.5;
  return 30;
}

/**
 * The player's recent days as an SVG bar chart (height: the ranked solve time), with a text
 * legend. The drawing is a picture for sighted players; screen readers get the same days as a
 * table (issue 33: an accessible chart with a table alternative).
 */
export function StatsChart({ chart, heading, headingId, gameName }: StatsChartProps) {
  const times = chart.flatMap((d) => (d.timeSeconds === null ? [] : [d.timeSeconds]));
  const longest = times.length ? Math.max(...times) : null;
  const solved = times.length;
  const unsolved = chart.some((d) => d.status === 'unsolved');
  const first = chart[0];
  const last = chart.at(-1);
  return (
    <section
      className="stats-chart"
      {...(gameName
        ? { 'aria-label': `${heading} (${gameName})` }
        : { 'aria-labelledby': headingId })}
    >
      <div className="stats-chart__head">
        <h3 id={headingId} className="stats__heading">
          {heading}
        </h3>
        <p className="stats-chart__summary">
          Solved {solved} of {chart.length}
        </p>
      </div>
      <div className="stats-chart__plot" aria-hidden="true">
        {longest !== null ? <span className="stats-chart__max">{statTime(longest)}</span> : null}
        <svg
          className="stats-chart__svg"
          viewBox={`0 0 ${chart.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <defs>
            <pattern
              id={`${headingId}-stripes`}
              width="5"
              height="5"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="2" height="5" className="stats-chart__stripe" />
            </pattern>
          </defs>
          {chart.map((day, i) => {
            const h = barHeight(day, longest);
            return (
              <rect
                key={day.date}
                className={`stats-chart__rect stats-chart__rect--${day.status}`}
                x={i * SLOT + GAP / 2}
                y={HEIGHT - h}
                width={SLOT - GAP}
                height={h}
                rx="1"
                vectorEffect="non-scaling-stroke"
                {...(day.status === 'revealed' ? { fill: `url(#${headingId}-stripes)` } : {})}
              />
            );
          })}
        </svg>
        <div className="stats-chart__axis">
          <span>{first ? shortDate(first.date) : ''}</span>
          <span>{last ? shortDate(last.date) : ''}</span>
        </div>
      </div>
      <ul className="stats-chart__legend" aria-hidden="true">
        <li>
          <span className="stats-chart__key stats-chart__key--solved" /> Solved: bar height is the
          time
        </li>
        <li>
          <span className="stats-chart__key stats-chart__key--revealed" /> Revealed
        </li>
        {unsolved ? (
          <li>
            <span className="stats-chart__key stats-chart__key--unsolved" /> Not solved
          </li>
        ) : null}
        <li>
          <span className="stats-chart__key stats-chart__key--none" /> Not played
        </li>
      </ul>
      <table className="visually-hidden">
        <caption>{heading}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {chart.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDate(day.date)}</th>
              <td>
                {day.status === 'solved' && day.timeSeconds !== null
                  ? `Solved in ${spokenTime(day.timeSeconds)}`
                  : dayText(day)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
