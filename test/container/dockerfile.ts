/**
 * The Dockerfile as the tests read it (dockerfile-ast parses it as Docker's builder does): its stages and,
 * for the image the last one makes, what `docker run` would start, with what environment, as whom, and the
 * health check Docker would run.
 */
import { readFileSync } from 'node:fs';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';

export const DOCKERFILE = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');

export interface Stage {
  /** The image it starts from, `node:20-slim`. */
  from: string;
  /** Its `AS` name, if any. */
  name: string | null;
  /** Each instruction as its keyword, its flags (`--from=build` as from → build) and its argument text. */
  instructions: { keyword: string; flags: Record<string, string>; text: string }[];
}

export interface Image {
  stages: Stage[];
  /** The last stage's ENV, in order. */
  env: Record<string, string>;
  user: string | undefined;
  volumes: string[];
  /** CMD, exec form. */
  command: string[];
  /** HEALTHCHECK's flags (`--interval=10s` as interval → 10s) and its CMD, exec form. */
  healthcheck: { flags: Record<string, string>; command: string[] };
}

const text = (instruction: Instruction): string => instruction.getArgumentsContent() ?? '';

function flagsOf(instruction: Instruction): Record<string, string> {
  if (!('getFlags' in instruction) || typeof instruction.getFlags !== 'function') return {};
  const flags = (instruction.getFlags as () => { getName(): string; getValue(): string | null }[])();
  return Object.fromEntries(flags.map((flag) => [flag.getName(), flag.getValue() ?? '']));
}

/** The exec form `["a", "b"]` that ends an instruction's text. */
function execForm(argumentText: string): string[] {
  const start = argumentText.indexOf('[');
  const parsed = JSON.parse(argumentText.slice(start)) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw new Error(`not an exec form: ${argumentText}`);
  }
  return parsed;
}

export function readImage(content = DOCKERFILE): Image {
  const dockerfile = DockerfileParser.parse(content);
  const stages: Stage[] = dockerfile.getFROMs().map((from) => ({
    from: from.getImage() ?? '',
    name: from.getBuildStage(),
    instructions: [],
  }));
  let current = -1;
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') current++;
    else
      stages[current]?.instructions.push({
        keyword: instruction.getKeyword(),
        flags: flagsOf(instruction),
        text: text(instruction),
      });
  }
  const last = stages.at(-1)?.instructions ?? [];
  const of = (keyword: string) => last.filter((i) => i.keyword === keyword);
  const all = (keyword: string): string[] => of(keyword).map((i) => i.text);
  const env: Record<string, string> = {};
  for (const instruction of dockerfile.getENVs()) {
    for (const property of instruction.getProperties()) env[property.getName()] = property.getValue() ?? '';
  }
  const healthcheck = of('HEALTHCHECK').at(-1);
  return {
    stages,
    env,
    user: all('USER').at(-1),
    volumes: all('VOLUME').flatMap(execForm),
    command: execForm(all('CMD').at(-1) ?? ''),
    healthcheck: { flags: healthcheck?.flags ?? {}, command: execForm(healthcheck?.text ?? '') },
  };
}
