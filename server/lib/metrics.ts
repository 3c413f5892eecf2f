/**
 * What one instance measures about itself, written in Prometheus's text format (version 0.0.4) at
 * GET /api/v1/metrics: requests by route and status (a counter and a histogram of durations), the event loop's
 * delay, and gauges the parts of the server register (worker and hashing queues, database connections, live
 * streams). Routes are labelled by their pattern (`/api/v1/products/:id`), never by the address asked for, so
 * the number of series stays bounded whatever clients send.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Upper bounds of the duration histogram, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export type Labels = Record<string, string>;
type Sample = { labels: Labels; value: number };
type Gauge = { name: string; help: string; read: () => number | Sample[] };
type RequestSeries = { labels: Labels; count: number; sum: number; buckets: number[] };

const escapeLabel = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

const labelText = (labels: Labels): string => {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
};

const numberText = (value: number): string =>
  Number.isFinite(value) ? String(value) : Number.isNaN(value) ? 'NaN' : value > 0 ? '+Inf' : '-Inf';

export class Metrics {
  private readonly requests = new Map<string, RequestSeries>();
  private readonly gauges: Gauge[] = [];
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loopDelay.enable();
  }

  /** One answered request: its method, route pattern, status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    const key = labelText(labels);
    let series = this.requests.get(key);
    if (!series) {
      series = { labels, count: 0, sum: 0, buckets: DURATION_BUCKETS.map(() => 0) };
      this.requests.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    DURATION_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) series.buckets[index] = (series.buckets[index] ?? 0) + 1;
    });
  }

  /** A value read at each scrape: one number, or one per set of labels. */
  gauge(name: string, help: string, read: () => number | Sample[]): void {
    this.gauges.push({ name, help, read });
  }

  /** Everything, in the text format; the event loop's delay is over the time since the previous scrape. */
  render(): string {
    const lines: string[] = [];
    const header = (name: string, type: string, help: string) =>
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

    header('souq_http_requests_total', 'counter', 'Answered requests by method, route pattern and status.');
    for (const { labels, count } of this.requests.values())
      lines.push(`souq_http_requests_total${labelText(labels)} ${count}`);

    header(
      'souq_http_request_duration_seconds',
      'histogram',
      'Time from a request to its answer, in seconds.',
    );
    for (const { labels, count, sum, buckets } of this.requests.values()) {
      DURATION_BUCKETS.forEach((bound, index) => {
        const bucketLabels = labelText({ ...labels, le: String(bound) });
        lines.push(`souq_http_request_duration_seconds_bucket${bucketLabels} ${buckets[index] ?? 0}`);
      });
      lines.push(`souq_http_request_duration_seconds_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      lines.push(`souq_http_request_duration_seconds_sum${labelText(labels)} ${numberText(sum)}`);
      lines.push(`souq_http_request_duration_seconds_count${labelText(labels)} ${count}`);
    }

    header(
      'souq_event_loop_delay_seconds',
      'gauge',
      'How late the event loop ran timers since the previous scrape, by quantile (max: the longest).',
    );
    const delay = this.loopDelay;
    const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);
    for (const [quantile, value] of [
      ['0.5', delay.percentile(50)],
      ['0.99', delay.percentile(99)],
      ['max', delay.max],
    ] as const) {
      lines.push(`souq_event_loop_delay_seconds${labelText({ quantile })} ${numberText(seconds(value))}`);
    }
    delay.reset();

    for (const { name, help, read } of this.gauges) {
      header(name, 'gauge', help);
      const value = read();
      if (typeof value === 'number') lines.push(`${name} ${numberText(value)}`);
      else
        for (const sample of value)
          lines.push(`${name}${labelText(sample.labels)} ${numberText(sample.value)}`);
    }

    header('souq_process_resident_memory_bytes', 'gauge', 'Memory the process holds.');
    lines.push(`souq_process_resident_memory_bytes ${process.memoryUsage.rss()}`);
    return `${lines.join('\n')}\n`;
  }

  close(): void {
    this.loopDelay.disable();
  }
}
