/** The part of an area's state that holds one page of a server-paginated list (docs/architecture.md). */
export interface PageState<Row> {
  list: Row[];
  /** How many rows match the query over every page. */
  meta: { count: number; countIsLowerBound?: boolean };
}

/** A fetched page replaces the rows shown and the count over every page (or its lower bound, for a search). */
export const pageReceived = <Row>(
  state: PageState<Row>,
  rows: Row[],
  count: number,
  countIsLowerBound = false,
) => {
  state.list = rows;
  state.meta = countIsLowerBound ? { count, countIsLowerBound } : { count };
};
