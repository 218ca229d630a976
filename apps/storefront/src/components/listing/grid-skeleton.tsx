/** The loading grid: 10 card placeholders (CAT-29). */
const GRID_SKELETON_CARDS = 10;

export function GridSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {Array.from({ length: GRID_SKELETON_CARDS }, (_, index) => (
        <li key={index} className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
          <div className="aspect-square rounded bg-neutral-200" />
          <div className="h-4 w-1/2 rounded bg-neutral-200" />
          <div className="h-3 w-5/6 rounded bg-neutral-200" />
          <div className="h-3 w-2/3 rounded bg-neutral-200" />
        </li>
      ))}
    </ul>
  );
}
