/**
 * Runs a code sample of the API pages as a reader would: written to a file, started with the
 * language's own toolchain (Debian packages, see scripts/system-deps.sh). Used by the hostile-value
 * unit tests and by `npm run check-samples`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface SampleRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

interface Runner {
  /** File name of the program; Java needs the class name. */
  readonly file: (className: string) => string;
  readonly command: (file: string) => [string, string[]];
  /** Debian packages that provide the command. */
  readonly needs: string;
}

/** Debian's python3 has python3-requests; a pyenv python earlier on PATH may not. */
const python = (): string => (fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

export const sampleRunners: Readonly<Record<string, Runner>> = {
  curl: { file: () => 'sample.sh', command: (f) => ['bash', [f]], needs: 'curl' },
  python: { file: () => 'sample.py', command: (f) => [python(), [f]], needs: 'python3-requests' },
  javascript: { file: () => 'sample.js', command: (f) => [process.execPath, [f]], needs: 'nodejs' },
  go: { file: () => 'main.go', command: (f) => ['go', ['run', f]], needs: 'golang-go' },
  php: { file: () => 'sample.php', command: (f) => ['php', [f]], needs: 'php-cli php-curl' },
  java: { file: (name) => `${name}.java`, command: (f) => ['java', [f]], needs: 'default-jdk-headless' },
  // Mono's compiler: the samples are classic C# (a class with Main), which it compiles.
  csharp: {
    file: () => 'Program.cs',
    command: (f) => [
      'bash',
      ['-c', 'mcs -r:System.Net.Http.dll -out:Program.exe "$1" && mono Program.exe', 'csharp', f],
    ],
    needs: 'mono-mcs libmono-system-net-http4.0-cil',
  },
};

/** The command that runs `file`, a program in `language` (a key of sampleRunners). */
export function runCommand(language: string, file: string): [string, string[]] {
  const runner = sampleRunners[language];
  if (!runner) throw new Error(`no runner for ${language}`);
  return runner.command(file);
}

/** Languages whose samples run here; PowerShell has no Debian package. */
export const runnableLanguages = Object.keys(sampleRunners);

/** Writes the program to a scratch folder, runs it (with `env` added to the environment) and removes the folder. */
export async function runSample(
  language: string,
  source: string,
  className = 'Sample',
  env: NodeJS.ProcessEnv = {},
): Promise<SampleRun> {
  const runner = sampleRunners[language];
  if (!runner) throw new Error(`no runner for ${language}`);
  return inScratchFolder(async (dir) => {
    const file = path.join(dir, runner.file(className));
    fs.writeFileSync(file, source);
    const [command, args] = runner.command(file);
    return execute(command, args, dir, runner.needs, env);
  });
}

export interface BatchedSample {
  readonly source: string;
  /** The Java class name (javaClassName of the request's name). */
  readonly className: string;
}

/**
 * Several samples of one language, in order, as one program where the language compiles (a compile
 * costs seconds): Go's `main` functions renamed and called by one `main` (Go imports are per file,
 * so each sample keeps its own), Java's classes compiled together and called by a driver class,
 * C#'s `Program` classes renamed and called by a driver. Interpreted languages run one after
 * another. The samples' text is otherwise as generated; the run stops at the first failure.
 */
export async function runSampleBatch(language: string, samples: readonly BatchedSample[]): Promise<SampleRun> {
  const runner = sampleRunners[language];
  if (!runner) throw new Error(`no runner for ${language}`);
  const write = (dir: string, name: string, text: string): string => {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) throw new Error(`runSampleBatch: two ${language} samples named ${name}`);
    fs.writeFileSync(file, text);
    return file;
  };
  const renamed = (source: string, from: RegExp, to: string): string => {
    if (!from.test(source)) throw new Error(`runSampleBatch: no ${from} in a ${language} sample`);
    return source.replace(from, to);
  };
  if (language === 'go') {
    return inScratchFolder((dir) => {
      const files = samples.map(({ source }, i) =>
        write(dir, `sample${i}.go`, renamed(source, /^func main\(\) \{$/m, `func sample${i}() {`)),
      );
      const calls = samples.map((_, i) => `\tsample${i}()`);
      files.unshift(write(dir, 'main.go', ['package main', '', 'func main() {', ...calls, '}', ''].join('\n')));
      return execute('go', ['run', ...files], dir, runner.needs);
    });
  }
  if (language === 'java') {
    return inScratchFolder((dir) => {
      const files = samples.map(({ source, className }) => write(dir, `${className}.java`, source));
      const calls = samples.map(({ className }) => `        ${className}.main(args);`);
      const driver = [
        'public class BatchMain {',
        '    public static void main(String[] args) throws Exception {',
        ...calls,
        '    }',
        '}',
        '',
      ];
      files.push(write(dir, 'BatchMain.java', driver.join('\n')));
      const script = 'javac -d classes "$@" && java -cp classes BatchMain';
      return execute('bash', ['-c', script, 'java', ...files], dir, runner.needs);
    });
  }
  if (language === 'csharp') {
    return inScratchFolder((dir) => {
      const files = samples.map(({ source }, i) =>
        write(
          dir,
          `Program${i}.cs`,
          renamed(source, /public static class Program$/m, `public static class Program${i}`),
        ),
      );
      const calls = samples.map((_, i) => `        if (Program${i}.Main() != 0) return 1;`);
      const driver = [
        'public static class Batch',
        '{',
        '    public static int Main()',
        '    {',
        ...calls,
        '        return 0;',
        '    }',
        '}',
        '',
      ];
      files.push(write(dir, 'Batch.cs', driver.join('\n')));
      const script = 'mcs -main:Batch -r:System.Net.Http.dll -out:Batch.exe "$@" && mono Batch.exe';
      return execute('bash', ['-c', script, 'csharp', ...files], dir, runner.needs);
    });
  }
  const runs: SampleRun[] = [];
  for (const { source, className } of samples) {
    const run = await runSample(language, source, className);
    runs.push(run);
    if (run.code !== 0) break;
  }
  return {
    code: runs.at(-1)?.code ?? 0,
    stdout: runs.map((run) => run.stdout).join(''),
    stderr: runs.map((run) => run.stderr).join(''),
  };
}

async function inScratchFolder(work: (dir: string) => Promise<SampleRun>): Promise<SampleRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sample-'));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a command in the folder (at most two minutes); a missing toolchain names its Debian packages. */
async function execute(
  command: string,
  args: string[],
  dir: string,
  needs: string,
  env: NodeJS.ProcessEnv = {},
): Promise<SampleRun> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: dir,
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
      // No toolchain download (Go ≥ 1.21), and no dependence on the machine's locale.
      env: { ...process.env, ...env, GOTOOLCHAIN: 'local', LC_ALL: 'C' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number | string; stdout?: string; stderr?: string; message?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(`${command} is not installed: apt-get install ${needs} (or bash scripts/system-deps.sh)`);
    }
    return {
      code: typeof failure.code === 'number' ? failure.code : 1,
      stdout: failure.stdout ?? '',
      stderr: failure.stderr || failure.message || '',
    };
  }
}
