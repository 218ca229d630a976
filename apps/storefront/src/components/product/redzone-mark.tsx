/** The RedZone wordmark shown on demo and used products instead of the brand logo (PDP-10). */
export function RedZoneMark() {
  return (
    <span
      className="inline-flex h-10 items-stretch overflow-hidden rounded-md text-lg font-black italic tracking-tight text-white"
      aria-hidden="true"
    >
      <span className="flex items-center bg-brand pl-3 pr-1">Red</span>
      <span className="flex items-center bg-neutral-900 pl-1 pr-3">Zone</span>
    </span>
  );
}
