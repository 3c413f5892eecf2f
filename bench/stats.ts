export const median = (values: readonly number[]): number => percentile(values, 50);

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints rows as an aligned plain-text table. */
export function table(title: string, header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ');
  return [
    `\n${title}`,
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
