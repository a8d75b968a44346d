"use client";

import { useLayoutEffect, type RefObject } from "react";

/**
 * Whether the text spills out of its box, either way, measured to the fraction of a pixel
 * (scrollWidth rounds, and a word half a pixel too wide still wraps), with half a percent to spare
 * for the printer's rounding.
 */
function overflows(box: HTMLElement, name: HTMLElement): boolean {
  const text = document.createRange();
  text.selectNodeContents(name);
  const content = name.parentElement!.getBoundingClientRect().height;
  return (
    text.getBoundingClientRect().width > name.getBoundingClientRect().width * 0.995 ||
    content > box.getBoundingClientRect().height * 0.995
  );
}

/**
 * Shrinks a label's text until it fits its box: the largest `--f` (the name's size in label
 * millimetres, the CSS variable the label's font sizes are given in) between `min` and `max` at
 * which nothing spills, found by halving. Sizes are in label units, so the fit made on screen
 * holds at the printed scale. Measured again when a font arrives (it changes the widths).
 */
export function useFitText(
  labelRef: RefObject<HTMLElement | null>,
  boxRef: RefObject<HTMLElement | null>,
  nameRef: RefObject<HTMLElement | null>,
  { min, max, key }: { min: number; max: number; key: string },
) {
  useLayoutEffect(() => {
    let cancelled = false;
    const fit = () => {
      const label = labelRef.current;
      const box = boxRef.current;
      const name = nameRef.current;
      if (cancelled || !label || !box || !name) return;
      const fits = (size: number) => {
        label.style.setProperty("--f", String(size));
        return !overflows(box, name);
      };
      // Measured with words unbroken, so a word too wide for the line shows as overflow and the
      // name shrinks rather than splitting it; the stylesheet's break-word is for the smallest size.
      name.style.overflowWrap = "normal";
      if (!fits(max)) {
        let low = min;
        let high = max;
        for (let step = 0; step < 8; step++) {
          const middle = (low + high) / 2;
          if (fits(middle)) low = middle;
          else high = middle;
        }
        label.style.setProperty("--f", String(low));
      }
      name.style.overflowWrap = "";
    };
    fit();
    // The web font may arrive after the first fit (fonts load when first used) and is wider.
    const fonts = document.fonts;
    void fonts?.ready.then(fit);
    fonts?.addEventListener("loadingdone", fit);
    return () => {
      cancelled = true;
      fonts?.removeEventListener("loadingdone", fit);
    };
  }, [labelRef, boxRef, nameRef, min, max, key]);
}
