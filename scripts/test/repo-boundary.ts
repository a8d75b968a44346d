// Finds code that reads a path outside the repository: a fresh clone with nothing beside it must
// build, run and pass its tests. Static and deliberately simple; `.ci/run` backs it up at run time
// by running the suites with everything beside the clone hidden (.ci/isolated).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** Files whose text can name a path the build, the app or a test runner opens. */
const scanned = /\.(?:[cm]?[jt]sx?|json|sh|ya?ml)$|(?:^|\/)(?:\.ci\/run|\.ci\/isolated|Dockerfile)$/;

/** Put on a line whose `../` string is test data that nothing opens (hostile input, say). */
export const allowMarker = "repo-boundary: not a path";

export type BoundaryProblem = { file: string; line: number; text: string; reason: string };

/** The repository's own files: tracked ones and untracked ones git does not ignore. */
export function repoFiles(root: string): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split("\0").filter((file) => file && scanned.test(file) && !file.endsWith("package-lock.json"));
}

const isOutside = (root: string, target: string) => {
  const relative = path.relative(root, target);
  return relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
};

/** Quoted strings that start with `../`: relative paths, resolved against the file's folder. */
const relativeLiteral = /(["'`])((?:\.\.\/)+[^"'`\s]*)\1/g;
/** `path.join(here, "..", "..", "x")` and the like, where `here` is the file's own folder. */
const climbingCall =
  /path\.(?:resolve|join)\(\s*(?:import\.meta\.dirname|__dirname|path\.dirname\(\s*fileURLToPath\(\s*import\.meta\.url\s*\)\s*\))\s*((?:,\s*(["'])[^"']*\2\s*)+),?\s*\)/g;
/** Absolute paths into the machine this was written on, or into documents kept beside the repo. */
const foreignAbsolute = /(["'`])(?:\/work\/|\/home\/|\/Users\/)[^"'`]*\1|shared\/spec\//g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Problems in one file's text, `file` being its path relative to `root`. */
export function scanText(root: string, file: string, text: string): BoundaryProblem[] {
  const problems: BoundaryProblem[] = [];
  const folder = path.join(root, path.dirname(file));
  const lines = text.split("\n");
  const report = (index: number, reason: string) => {
    const line = lineOf(text, index);
    const content = lines[line - 1] ?? "";
    if (content.includes(allowMarker)) return;
    problems.push({ file, line, text: content.trim().slice(0, 160), reason });
  };
  for (const match of text.matchAll(relativeLiteral)) {
    if (isOutside(root, path.resolve(folder, match[2]!)))
      report(match.index, `"${match[2]}" leads outside the repository`);
  }
  for (const match of text.matchAll(climbingCall)) {
    const segments = [...match[1]!.matchAll(/(["'])([^"']*)\1/g)].map((segment) => segment[2]!);
    if (isOutside(root, path.resolve(folder, ...segments)))
      report(
        match.index,
        `path.${match[0].startsWith("path.join") ? "join" : "resolve"} leads outside the repository`,
      );
  }
  for (const match of text.matchAll(foreignAbsolute))
    report(match.index, "names a place outside the repository");
  return problems;
}

export function scanRepository(root: string): BoundaryProblem[] {
  return repoFiles(root).flatMap((file) => scanText(root, file, readFileSync(path.join(root, file), "utf8")));
}
