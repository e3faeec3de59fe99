"""`make bench`: the benchmark suite (`run`) and the load tests it drives."""
