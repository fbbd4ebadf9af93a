/** The bench page's entry (bench.html): registers `<botc-bench>` and its compare view. */
import './bench-page.ts';
