export const OrDivider = ({ children }: { children: string }) => (
  <div className="my-5 flex items-center gap-3 text-sm text-stone-600">
    <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
    <span>{children}</span>
    <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
  </div>
);
