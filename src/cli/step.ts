/** The build's and the start's progress lines: `▶ label …` when a step starts, `✔ label (seconds) – extra` when done. */
export function step(label: string): (extra?: string) => void {
  const started = performance.now();
  console.log(`▶ ${label} …`);
  return (extra) =>
    console.log(`✔ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)${extra ? ` – ${extra}` : ''}`);
}
