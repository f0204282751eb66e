#!/usr/bin/env node
// Fails (exit 1) when a file in the repository cites a Markdown file the repository does not have, such as a
// specification kept somewhere else: every rule the code cites must be readable in a clone (docs/product.md).
// Scans the files git knows (tracked, plus new ones not ignored) for `name.md` and prints each citation whose
// file name matches no Markdown file in the repository, as file:line. No dependencies.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const self = relative(root, fileURLToPath(import.meta.url));
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
})
  .split("\0")
  .filter(Boolean);

const textFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|css|html|json|jsonc|ya?ml|sh|conf|txt|sql|toml)$|(^|\/)[^.]+$/;
const skipped = new Set(["package-lock.json", self]);
/** Markdown file names anywhere in the repository: a citation of one of these is fine. */
const known = new Set(files.filter((file) => file.endsWith(".md")).map((file) => basename(file).toLowerCase()));

// A Markdown file name, not part of a URL or a longer path segment such as `x.mdx`.
const citation = /(?<![\w./:-])(?:[\w.-]+\/)*([A-Za-z][\w-]*\.md)\b(?![\w-])/g;
// Citations of the spec files by short name, with or without `.md`: "SPEC §2", "DESIGN principle 1".
const shortName = /\b(?:SPEC|DESIGN|STYLE)(?:\.md)?\s*(?:§|principles?\b)/g;

const hits = [];
for (const file of files) {
  if (skipped.has(file) || !textFile.test(file)) continue;
  let text;
  try {
    text = readFileSync(`${root}/${file}`, "utf8");
  } catch {
    continue; // listed but deleted in the work tree
  }
  if (text.includes("\0")) continue;
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const names = new Set();
    for (const match of line.matchAll(citation)) {
      if (!known.has(match[1].toLowerCase())) names.add(match[1]);
    }
    for (const match of line.matchAll(shortName)) names.add(match[0].trim());
    for (const name of names) hits.push(`${file}:${index + 1}: ${name} (${line.trim().slice(0, 120)})`);
  }
}

if (hits.length > 0) {
  console.error(`Citations of files that are not in the repository (cite docs/ instead, e.g. docs/product.md §n):`);
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}
console.log(`check-doc-citations: ${files.length} files, every cited .md file is in the repository`);
