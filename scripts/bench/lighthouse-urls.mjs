// One Lighthouse mobile run (its default throttling) per URL, printed as a JSON array of summaries.
// cluster-bench.mjs runs it in a child process that trusts the cluster's certificate (NODE_EXTRA_CA_CERTS),
// so the warm-up requests before each run reach https://localhost through nginx.
import { lighthouse } from './lighthouse.mjs';

const results = [];
for (const url of process.argv.slice(2)) {
  const summary = await lighthouse(url, { formFactor: 'mobile' });
  console.error(`lighthouse mobile ${url}: ${summary.performance} (LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms)`);
  results.push({
    url,
    performance: summary.performance,
    lcp: Math.round(summary.lcp),
    tbt: Math.round(summary.tbt),
    fcp: Math.round(summary.fcp),
    cls: Number(summary.cls.toFixed(3)),
  });
}
console.log(JSON.stringify(results));
