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

/** Languages whose samples run here; PowerShell has no Debian package. */
export const runnableLanguages = Object.keys(sampleRunners);

/** Writes the program to a scratch folder, runs it (at most two minutes) and removes the folder. */
export async function runSample(language: string, source: string, className = 'Sample'): Promise<SampleRun> {
  const runner = sampleRunners[language];
  if (!runner) throw new Error(`no runner for ${language}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sample-'));
  try {
    const file = path.join(dir, runner.file(className));
    fs.writeFileSync(file, source);
    const [command, args] = runner.command(file);
    try {
      const { stdout, stderr } = await execFileAsync(command, args, {
        cwd: dir,
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
        // No toolchain download (Go ≥ 1.21), and no dependence on the machine's locale.
        env: { ...process.env, GOTOOLCHAIN: 'local', LC_ALL: 'C' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failure = error as { code?: number | string; stdout?: string; stderr?: string; message?: string };
      if (failure.code === 'ENOENT') {
        throw new Error(
          `${command} is not installed: apt-get install ${runner.needs} (or bash scripts/system-deps.sh)`,
        );
      }
      return {
        code: typeof failure.code === 'number' ? failure.code : 1,
        stdout: failure.stdout ?? '',
        stderr: failure.stderr || failure.message || '',
      };
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
