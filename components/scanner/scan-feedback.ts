/**
 * Tells the person a code was read: a short buzz where the device can (phones), and a white
 * flash over the camera view, skipped when they asked the system for reduced motion.
 */
export function signalScan(flash: HTMLElement | null, { vibrate }: { vibrate: boolean }) {
  if (vibrate && typeof navigator.vibrate === "function") navigator.vibrate(60);
  if (!flash || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  flash.animate([{ opacity: 0.7 }, { opacity: 0 }], { duration: 350, easing: "ease-out" });
}
