import { defineFuzzSuite } from '../fuzz/suite.js';

// Quick form of the route fuzz (docs/history.md §18): every declared route, 300 generated requests each,
// the routes split over two files so both workers of a run share them. `npm run test:chaos` runs
// the long form (test/chaos).
defineFuzzSuite({ runs: Number(process.env.FUZZ_RUNS ?? 300), shard: 0, shards: 2 });
