/**
 * HomeBox's "no reference" id. Kept apart from the zod schemas so browser code can compare with it
 * without pulling zod into its bundle.
 */
export const ZERO_UUID = "00000000-0000-0000-0000-000000000000";
