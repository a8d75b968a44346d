/** Why the camera is not showing, each with what the person can do about it. */
export type CameraProblem = "insecure" | "unsupported" | "no-camera" | "denied" | "busy" | "failed";

/**
 * Browsers hide navigator.mediaDevices on insecure origins (plain http other than localhost), so
 * a missing API on an insecure page means HTTPS is needed, not that the device has no camera.
 */
export function cameraUnavailable(): CameraProblem | null {
  if (typeof window === "undefined") return null;
  if (typeof navigator.mediaDevices?.getUserMedia === "function") return null;
  return window.isSecureContext ? "unsupported" : "insecure";
}

/** Sorts a getUserMedia or video playback failure by its DOMException name. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "no-camera";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    default:
      return "failed";
  }
}

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, { title: string; help: string }> = {
  insecure: {
    title: "The camera needs a secure (HTTPS) connection",
    help: "Browsers only share the camera with https:// pages (or localhost). Serve Cairn over HTTPS, for example behind a reverse proxy, and set PUBLIC_URL to its https:// address. Until then, type the code or use a USB scanner below.",
  },
  unsupported: {
    title: "This browser cannot use a camera here",
    help: "Try a current version of Chrome, Firefox or Safari. Meanwhile, type the code or use a USB scanner below.",
  },
  "no-camera": {
    title: "No camera found — type or use a USB scanner",
    help: "Connect a camera and try again, or enter the code below. A USB or Bluetooth barcode scanner works too: scan with the box below focused.",
  },
  denied: {
    title: "Camera access was blocked",
    help: "Allow the camera for this site: open the site settings from the icon beside the address bar (or your browser's settings), set Camera to Allow, then choose Try again. You can also type the code below.",
  },
  busy: {
    title: "The camera is busy",
    help: "Another app or browser tab is using it. Close that, then choose Try again. You can also type the code below.",
  },
  failed: {
    title: "The camera could not start",
    help: "Choose Try again, or type the code below.",
  },
};
