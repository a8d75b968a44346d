"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { WEDGE_SCAN_EVENT, WedgeBurst } from "./wedge-burst";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * On every page: a USB or Bluetooth barcode scanner's burst of keys (outside any text field)
 * opens the scan page with that code. Inside a field the keys go to the field as usual, so it
 * never fires while a person types; a person outside a field is never fast enough.
 */
export function KeyboardWedgeListener() {
  const router = useRouter();
  const pathname = usePathname();
  const burstRef = useRef(new WedgeBurst());

  useEffect(() => {
    const burst = burstRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      // A held key repeats quickly too, but a scanner never holds one.
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event.target)) {
        burst.reset();
        return;
      }
      if (event.key === "Enter") {
        const code = burst.finish(event.timeStamp);
        if (!code) return;
        event.preventDefault();
        if (pathname === "/scan") window.dispatchEvent(new CustomEvent(WEDGE_SCAN_EVENT, { detail: code }));
        else router.push(`/scan?code=${encodeURIComponent(code)}`);
        return;
      }
      if (event.key.length !== 1) return; // Shift and other keys without a character
      // Deep in a burst the keys are the scanner's, not shortcuts ("/" would focus the search box).
      if (burst.add({ key: event.key, time: event.timeStamp })) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    // Capture, so a burst's keys are seen (and kept from shortcuts) before any other listener.
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [pathname, router]);

  return null;
}
