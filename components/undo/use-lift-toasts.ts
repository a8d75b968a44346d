"use client";

import { useEffect, type RefObject } from "react";

/** The CSS variable the toast adds to its distance from the bottom of the screen. */
export const TOAST_LIFT_VARIABLE = "--toast-lift";
const GAP_PX = 8;

/**
 * While the element is shown (a bar stuck to the bottom of the screen, such as the bulk actions),
 * toasts sit above it instead of over its buttons: the element's height is kept in a CSS variable
 * the toast's position reads.
 */
export function useLiftToasts(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(TOAST_LIFT_VARIABLE, `${element.offsetHeight + GAP_PX}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_LIFT_VARIABLE);
    };
  }, [ref, shown]);
}
