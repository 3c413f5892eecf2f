import type { TFunction } from 'i18next';

/** Choices for a select, radio group or tabs: each value labelled by its text `<prefix>.<value>`. */
export const labelledOptions = <Value extends string>(
  t: TFunction,
  prefix: string,
  values: readonly Value[],
) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
