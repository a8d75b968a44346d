import type { Config } from "tailwindcss";

// Theme tokens only: Tailwind 4 finds the class names itself, and globals.css loads this file.
const config: Config = {
  theme: {
    extend: {
      fontFamily: {
        sans: ["var(--font-inter)", "ui-sans-serif", "system-ui", "sans-serif"],
      },
      colors: {
        // A moss green for actions and focus, beside Tailwind's own warm "stone" greys.
        brand: {
          50: "#f1f8f4",
          100: "#dcefe3",
          200: "#bbdfca",
          300: "#8ec7a8",
          400: "#5ea983",
          500: "#3d8d67",
          600: "#2c7152",
          700: "#245a43",
          800: "#1f4937",
          900: "#1a3c2e",
          950: "#0d221a",
        },
      },
    },
  },
};

export default config;
