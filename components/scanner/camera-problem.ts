/** Why the camera is not showing; the scanner catalogue says what the person can do about each. */
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
