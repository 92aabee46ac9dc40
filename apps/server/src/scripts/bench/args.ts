/** Command-line flags of the benchmark scripts: `--documents 1000000 --companies 100 --iterations 200 --only search`. */
export interface BenchArgs {
  documents: number;
  companies: number;
  iterations: number;
  /** Where bench:run writes its figures (markdown), if given. */
  out: string | undefined;
  /** Only the calls whose name contains this text (bench:run). */
  only: string | undefined;
}

export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { documents: 1_000_000, companies: 100, iterations: 100, out: undefined, only: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (flag === '--out' || flag === '--only') {
      args[flag === '--out' ? 'out' : 'only'] = value;
      continue;
    }
    const n = Number(value);
    const key = { '--documents': 'documents', '--companies': 'companies', '--iterations': 'iterations' }[flag] as
      'documents' | 'companies' | 'iterations' | undefined;
    if (!key || !Number.isInteger(n) || n < 1) {
      throw new Error(
        `Unknown flag or bad value: ${argv.slice(i - 1, i + 1).join(' ')} (use --documents N, --companies N, --iterations N, --out FILE, --only TEXT)`,
      );
    }
    args[key] = n;
  }
  if (args.companies < 2) throw new Error('--companies must be at least 2');
  return args;
}

/** The benchmark database: DATABASE_URL, or a local one named docvue_bench. */
export const benchDatabaseUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/docvue_bench';
