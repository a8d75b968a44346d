// Writes the app icons under public/icons/ from the brand mark (public/favicon.svg): the web app
// manifest's icons (plain and maskable), the Apple touch icon and the shortcut icons. The PNGs are
// committed; run `node scripts/brand-icons.mjs` again after the mark changes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "icons");
const mark = readFileSync(path.join(root, "public", "favicon.svg"), "utf8");

// The mark's own drawing (its ellipses), to place on a tile of our choosing.
const stones = mark.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
const BRAND = "#2c7152";
const PAPER = "#fafaf9";

/**
 * An icon as SVG: the mark scaled to `scale` of the tile and centred. `background` fills the whole
 * square (maskable and Apple icons must be opaque; the launcher cuts their shape), `color` recolours
 * the stones.
 */
function tile({ scale, background, color }) {
  const inset = (32 * (1 - scale)) / 2;
  const body = color ? stones.replaceAll(BRAND, color) : stones;
  const fill = background ? `<rect width="32" height="32" fill="${background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${fill}<g transform="translate(${inset} ${inset}) scale(${scale})">${body}</g></svg>`;
}

async function write(name, size, svg) {
  const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(outDir, name), png);
  return { name, size, bytes: png.length };
}

mkdirSync(outDir, { recursive: true });
const written = [];
// "any" icons: the mark alone on a transparent tile, as the favicon shows it.
for (const size of [48, 72, 96, 128, 144, 152, 192, 256, 384, 512])
  written.push(await write(`icon-${size}.png`, size, tile({ scale: 0.94 })));
// Maskable: the launcher may cut up to a circle of 80% of the tile, so the mark stays inside 64%.
for (const size of [192, 512])
  written.push(
    await write(`maskable-${size}.png`, size, tile({ scale: 0.64, background: BRAND, color: PAPER })),
  );
// iOS rounds the corners of its opaque square itself.
written.push(
  await write("apple-touch-icon.png", 180, tile({ scale: 0.72, background: BRAND, color: PAPER })),
);
for (const line of written) console.log(`${line.name}\t${line.size}×${line.size}\t${line.bytes} B`);
