// HomeBox serves the same operation here; both paths stay.
export { PUT } from "../self/change-password/route";
