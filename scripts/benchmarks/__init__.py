"""The benchmarks of scripts/bench.py, by what they measure: :mod:`.common` (medians, peak
memory, the peers), :mod:`.exact_cover`, :mod:`.words`, :mod:`.classic`, :mod:`.genres`,
:mod:`.zdd`, :mod:`.scale` and :mod:`.commands`."""
