import { defineFuzzSuite } from '../fuzz/suite.js';

// Long form of the route fuzz: FUZZ_RUNS generated requests per route (default 10,000), FUZZ_SEED to replay.
defineFuzzSuite({ runs: Number(process.env.FUZZ_RUNS ?? 10_000), shard: 0, shards: 2 });
