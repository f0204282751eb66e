export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"(?:,|$)/y;
const SUFFIXES = ["_bucket", "_sum", "_count"];

/**
 * Reads the Prometheus text exposition format strictly: every line is a HELP, a TYPE or a sample of a family
 * declared before it, label sets are well formed, values are numbers. Throws on anything else.
 */
export function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    // The format allows empty lines (prom-client puts one between families).
    if (line === "" || HELP.test(line)) continue;
    const typed = TYPE.exec(line);
    if (typed) {
      types.set(typed[1] as string, typed[2] as string);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a metrics line: ${line}`);
    const [, name = "", labelText = "", valueText = ""] = sample;
    const family = types.has(name)
      ? name
      : SUFFIXES.map((s) => name.replace(new RegExp(`${s}$`), "")).find((f) => types.has(f));
    if (!family) throw new Error(`a sample of an undeclared family: ${line}`);
    samples.push({ name, labels: parseLabels(labelText, line), value: parseValue(valueText, line) });
  }
  return { types, samples };
}

/** A value as Go's ParseFloat reads it (Prometheus does): a number, or NaN and ±Inf in any case. */
function parseValue(text: string, line: string): number {
  const special = text.toLowerCase();
  if (special === "nan") return Number.NaN;
  if (special === "+inf" || special === "inf") return Number.POSITIVE_INFINITY;
  if (special === "-inf") return Number.NEGATIVE_INFINITY;
  const value = Number(text);
  if (text.trim() === "" || Number.isNaN(value)) throw new Error(`not a number: ${line}`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const label = LABEL.exec(text);
    if (!label || label.index !== start) throw new Error(`bad labels: ${line}`);
    labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
  }
  return labels;
}

/** The sum of the values of `name`'s samples whose labels include `labels`. */
export function seriesTotal(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);
}
