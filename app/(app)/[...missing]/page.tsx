import { notFound } from "next/navigation";

/**
 * Any path no page answers: the app's own 404 (../not-found.tsx), inside its header and
 * navigation, instead of the bare one outside them. Signed-out visitors go to sign in first.
 */
export default function MissingPage() {
  notFound();
}
