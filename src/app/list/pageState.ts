/** The part of an area's state that holds one page of a server-paginated list (DESIGN.md §3). */
export interface PageState<Row> {
  list: Row[];
  /** How many rows match the query over every page. */
  meta: { count: number };
}

/** A fetched page replaces the rows shown and the count over every page. */
export const pageReceived = <Row>(state: PageState<Row>, rows: Row[], count: number) => {
  state.list = rows;
  state.meta = { count };
};
