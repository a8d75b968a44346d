export { readApiFailure, type ApiFailure, type FieldErrors } from "@/lib/api-client/api-failure";

/** "is required" beside the Email field reads as "Email is required". */
export function fieldMessage(label: string, message: string): string {
  return `${label} ${message}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
