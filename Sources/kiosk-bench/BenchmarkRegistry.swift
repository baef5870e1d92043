/// Every benchmark, in the order they run.
enum BenchmarkRegistry {
    static var all: [Benchmark] {
        [
            CatalogLoadBenchmark.benchmark,
            CatalogCheckBenchmark.benchmark,
            OfferingsBenchmark.benchmark,
            RenderBenchmark.benchmark,
            DocumentMemoryBenchmark.benchmark,
            PaywallLayoutBenchmark.benchmark,
            SandboxPurchaseBenchmarks.purchases,
            SandboxPurchaseBenchmarks.buy,
            SandboxBenchmarks.entitlements,
            SandboxBenchmarks.list,
            RenewalCatchUpBenchmark.benchmark,
            InteractiveBenchmark.benchmark,
            KeyToFrameBenchmark.benchmark,
            RulesBenchmark.benchmark,
            CustomerRefreshBenchmark.benchmark,
        ]
    }
}
