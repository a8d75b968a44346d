/** What the dashboard's first-run guide needs: the top-level locations there are, and the type new ones get. */
export type FirstRun = { locations: string[]; locationTypeId: string };
