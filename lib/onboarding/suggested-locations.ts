/** Rooms most homes have, offered as first locations. */
export const SUGGESTED_LOCATIONS = [
  "Garage",
  "Kitchen",
  "Basement",
  "Office",
  "Attic",
  "Living Room",
  "Bedroom",
  "Shed",
  "Workshop",
  "Pantry",
] as const;

/** What the dashboard's first-run guide needs: the top-level locations there are, and the type new ones get. */
export type FirstRun = { locations: string[]; locationTypeId: string };
